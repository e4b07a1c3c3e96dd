import type { CompanyTranslations } from '../../../schema.ts'

/** English texts of the cybersecurity companies of ../../cybersecurity.ts, written for this site. */
export const cybersecurity: CompanyTranslations = {
  'check-point': {
    description:
      'An Israeli pioneer of network security, Check Point popularized the stateful inspection firewall in the 1990s. Today its Infinity platform protects networks, cloud, endpoints and mobile devices.',
    tags: ['Firewall', 'Network Security', 'Cloud'],
  },
  'cyberark': {
    description:
      'An identity security specialist, CyberArk is the global benchmark in privileged access management (PAM). Its acquisition by Palo Alto Networks was announced in 2025.',
    tags: ['Identity Security', 'Privileged Access', 'Zero Trust'],
  },
  'wiz': {
    description:
      'Founded by the team behind Adallom, Wiz scans cloud environments without agents to find vulnerabilities, misconfigurations and attack paths. Google announced its acquisition for $32 billion in 2025.',
    tags: ['Cloud Security', 'CNAPP', 'Agentless'],
  },
  'sentinelone': {
    description:
      'Born in Tel Aviv in 2013, SentinelOne develops an AI-driven endpoint protection and detection and response (EDR/XDR) platform. Listed on the NYSE since 2021, it keeps a major R&D center in Israel.',
    tags: ['EDR', 'XDR', 'Artificial Intelligence'],
  },
  'cato-networks': {
    description:
      'Cato Networks built a cloud-native SASE architecture that brings wide-area networking (SD-WAN) and security services together on a single global backbone. It was co-founded by Shlomo Kramer, who had earlier co-founded Check Point and Imperva.',
    tags: ['SASE', 'SD-WAN', 'Network Security'],
  },
  'armis': {
    description:
      'Armis gives organizations full visibility into every connected device they own, including unmanaged IoT, medical and industrial equipment, so they can assess its risk. Its R&D is based in Tel Aviv.',
    tags: ['IoT', 'Exposure Management', 'Asset Inventory'],
  },
  'snyk': {
    description:
      'Snyk helps developers find and fix vulnerabilities in their code, open-source dependencies, containers and infrastructure as code. Founded by Israelis, it keeps a major R&D center in Tel Aviv.',
    tags: ['DevSecOps', 'Open Source', 'Application Security'],
  },
  'cellebrite': {
    description:
      'Cellebrite supplies law enforcement and businesses with tools to extract and analyze data from phones and computers for digital investigations. The company is listed on Nasdaq.',
    tags: ['Digital Forensics', 'Investigations', 'Mobile'],
  },
  'cybereason': {
    description:
      'Cybereason offers a detection and response (EDR/XDR) platform that reconstructs each malicious operation as a whole rather than alert by alert. It was founded by veterans of Unit 8200.',
    tags: ['EDR', 'XDR', 'Incident Response'],
  },
  'orca-security': {
    description:
      'Orca Security continuously scans AWS, Azure and Google Cloud accounts with its agentless SideScanning technology, ranking risks by their real-world context.',
    tags: ['Cloud Security', 'Agentless', 'CNAPP'],
  },
  'axonius': {
    description:
      'Axonius pulls together data from hundreds of IT and security tools to build a reliable inventory of a company’s assets and spot compliance gaps. Its R&D team is based in Tel Aviv.',
    tags: ['Asset Management', 'Visibility', 'Compliance'],
  },
  'radware': {
    description:
      'Radware protects applications and data centers against distributed denial-of-service (DDoS) attacks, bots and web threats, with both appliances and cloud services. The company is listed on Nasdaq.',
    tags: ['DDoS Protection', 'WAF', 'Application Security'],
  },
  'claroty': {
    description:
      'Claroty secures cyber-physical systems: industrial networks (OT), medical devices and building management systems. Launched in 2015 within the Team8 venture studio, it keeps its R&D in Tel Aviv.',
    tags: ['OT Security', 'Industrial', 'Medical IoT'],
  },
  'cyera': {
    description:
      'Cyera automatically maps and classifies sensitive data scattered across the cloud and SaaS applications to reduce its exposure. Founded in 2021, it reached unicorn status within two years.',
    tags: ['Data Security', 'DSPM', 'Cloud'],
  },
  'island': {
    description:
      'Island has built a Chromium-based enterprise browser with security, data protection and governance controls built right in. Its R&D center is in Tel Aviv.',
    tags: ['Enterprise Browser', 'Data Security', 'Zero Trust'],
  },
  'transmit-security': {
    description:
      'Transmit Security offers a platform for passwordless authentication and fraud prevention across the entire customer journey. In 2021 it raised $543 million, the largest Series A in cybersecurity history.',
    tags: ['Authentication', 'Passwordless', 'Fraud Prevention'],
  },
  'silverfort': {
    description:
      'Silverfort extends multi-factor authentication and identity protection to resources that previously had none, such as legacy applications, service accounts and command-line tools.',
    tags: ['Identity Security', 'MFA', 'Service Accounts'],
  },
  'aqua-security': {
    description:
      'Aqua Security secures the lifecycle of cloud-native applications, from containers and Kubernetes to serverless. It maintains Trivy, a widely used open-source vulnerability scanner.',
    tags: ['Cloud Native', 'Containers', 'Kubernetes'],
  },
  'safebreach': {
    description:
      'SafeBreach continuously simulates thousands of known attack techniques to check that an organization’s defenses actually work, an approach known as Breach and Attack Simulation (BAS).',
    tags: ['Attack Simulation', 'Security Validation', 'Red Team'],
  },
  'hunters': {
    description:
      'Hunters develops a platform for security operations centers (SOCs) that automates alert collection, correlation and investigation, as an alternative to traditional SIEMs.',
    tags: ['SOC', 'SIEM', 'Detection'],
  },
  'coro': {
    description:
      'Coro serves small and midsize businesses with a modular cybersecurity platform that brings endpoint, email, data and network protection together in a single console. Its R&D is based in Tel Aviv.',
    tags: ['SMBs', 'Unified Platform', 'Email'],
  },
  'sygnia': {
    description:
      'Sygnia is an incident response and cybersecurity consulting firm that large companies call on during major attacks. Set up in 2015 with Team8, it has been owned by Singapore’s Temasek since 2018.',
    tags: ['Incident Response', 'Consulting', 'MDR'],
  },
  'cognyte': {
    description:
      'Spun off from Verint in 2021, Cognyte develops analytics and investigation software for security and intelligence agencies. The company is listed on Nasdaq.',
    tags: ['Intelligence', 'Data Analytics', 'Public Safety'],
  },
  'tufin': {
    description:
      'Tufin automates network security policy management across firewalls, hybrid networks and the cloud. It went public in 2019 and was acquired in 2022 by the investment firm Turn/River Capital.',
    tags: ['Network Policy', 'Firewall', 'Compliance'],
  },
  'varonis': {
    description:
      'Varonis protects companies’ unstructured data (file shares, Microsoft 365, cloud) by monitoring who accesses it and cutting back excessive permissions. Listed on Nasdaq since 2014, it does much of its R&D in Herzliya.',
    tags: ['Data Security', 'Access Governance', 'Microsoft 365'],
  },
  'morphisec': {
    description:
      'Based in Beer-Sheva, Morphisec applies Moving Target Defense: it constantly reshapes application memory to stop malware and ransomware from executing.',
    tags: ['Moving Target Defense', 'Ransomware', 'Endpoints'],
  },
  'apiiro': {
    description:
      'Apiiro maps software architecture and every code change to help teams spot risky changes before they reach production, an approach known as application security posture management (ASPM).',
    tags: ['ASPM', 'Application Security', 'DevSecOps'],
  },
  'oligo-security': {
    description:
      'Oligo Security watches how libraries and applications behave at runtime to isolate the vulnerabilities that can actually be exploited and block attacks in real time.',
    tags: ['Runtime Protection', 'Open Source', 'Applications'],
  },
  'salt-security': {
    description:
      'Salt Security discovers an organization’s APIs, detects abuse and attacks that target their business logic, and helps fix the flaws. Its R&D center is in Tel Aviv.',
    tags: ['API Security', 'Detection', 'Applications'],
  },
  'cynet': {
    description:
      'Cynet brings endpoint protection, extended detection and response, and a monitoring service running 24 hours out of 24 together on one platform, designed for lean security teams.',
    tags: ['XDR', 'SMBs', 'MDR'],
  },
  'deep-instinct': {
    description:
      'Deep Instinct applies deep learning to malware prevention: its models block dangerous files, including unknown ones, before they even run.',
    tags: ['Deep Learning', 'Prevention', 'Malware'],
  },
  'upwind': {
    description:
      'Upwind protects cloud environments using runtime data collected through eBPF, to prioritize real risks and detect active threats. It was founded in 2022 by the creators of Spot, a startup acquired by NetApp.',
    tags: ['Cloud Security', 'eBPF', 'CNAPP'],
  },
  'kela': {
    description:
      'KELA gathers and analyzes information from the dark web and cybercrime forums to give businesses and governments actionable threat intelligence.',
    tags: ['Threat Intelligence', 'Dark Web', 'Intelligence'],
  },
  'reco': {
    description:
      'Reco secures companies’ SaaS ecosystems by detecting risky applications, identities and integrations, including generative AI tools adopted without approval.',
    tags: ['SaaS Security', 'Identities', 'Shadow IT'],
  },
  'cycode': {
    description:
      'Cycode secures the software supply chain, from code repository to CI/CD pipeline, combining its own scanners with existing tools in a single ASPM platform.',
    tags: ['Software Supply Chain', 'CI/CD', 'ASPM'],
  },
  'legit-security': {
    description:
      'Legit Security gives visibility across a company’s entire software factory to manage its application security posture and keep secrets from leaking into code.',
    tags: ['ASPM', 'Software Supply Chain', 'Secrets'],
  },
  'astrix-security': {
    description:
      'Astrix Security focuses on non-human identities (API keys, service accounts, OAuth tokens) that link applications together and open new doors to attackers.',
    tags: ['Non-Human Identities', 'API', 'SaaS'],
  },
  'panorays': {
    description:
      'Panorays continuously assesses and tracks the cyber risk posed by a company’s vendors and subcontractors, combining automated questionnaires with analysis of their external attack surface.',
    tags: ['Third-Party Risk', 'Attack Surface', 'Compliance'],
  },
  'forescout': {
    description:
      'Forescout identifies and controls, without agents, every device that connects to the corporate network, from laptops to industrial controllers. Founded in Israel, it was taken over in 2020 by the private equity firm Advent International.',
    tags: ['Network Access Control', 'IoT', 'Agentless'],
  },
  'ox-security': {
    description:
      'OX Security offers an application security platform covering code, dependencies, pipelines and the cloud, tying each alert to its real impact in production.',
    tags: ['Application Security', 'Software Supply Chain', 'ASPM'],
  },
  'jit': {
    description:
      'Jit orchestrates open-source and commercial security tools right inside developers’ workflow, so product teams can secure their code without a dedicated security team.',
    tags: ['DevSecOps', 'Developers', 'Automation'],
  },
  'layerx': {
    description:
      'LayerX protects employees’ web activity at the browser level with an extension that watches for data leaks, malicious extensions and the use of generative AI tools.',
    tags: ['Browser', 'Data Leakage', 'Generative AI'],
  },
  'mitiga': {
    description:
      'Mitiga specializes in incident investigation and response in the cloud and SaaS applications, where useful evidence is scattered and short-lived.',
    tags: ['Incident Response', 'Cloud', 'Investigation'],
  },
  'sentra': {
    description:
      'Sentra discovers and classifies sensitive data stored in the cloud and tracks where it moves, to limit leaks and ease compliance, an approach known as data security posture management (DSPM).',
    tags: ['DSPM', 'Data Security', 'Cloud'],
  },
  'sweet-security': {
    description:
      'Sweet Security detects and stops cloud attacks in real time with a lightweight runtime sensor and analysis of workload behavior.',
    tags: ['Cloud Security', 'Detection', 'Runtime Protection'],
  },
}
