import type { CompanyTranslations } from '../../../schema.ts'

/** English texts of the telecom companies of ../../telecom.ts, written for this site. */
export const telecom: CompanyTranslations = {
  'amdocs': {
    description:
      'Amdocs supplies telecom and media operators around the world with software for billing, customer care and network operations, along with the services that go with it. Its main development center is in Raanana.',
    tags: ['Telecom Software', 'Billing', 'BSS/OSS'],
  },
  'drivenets': {
    description:
      'DriveNets replaces carriers’ monolithic routers with a software architecture that runs the network on clusters of standard hardware. AT&T was one of its first major customers.',
    tags: ['Routing', 'Software-Defined Networking', 'Carriers'],
  },
  'gilat-satellite-networks': {
    description:
      'Gilat Satellite Networks designs ground stations, terminals and satellite communication solutions for operators, aviation, defense and connecting remote areas.',
    tags: ['Satellite', 'Connectivity', 'Defense'],
  },
  'ceragon-networks': {
    description:
      'Ceragon Networks specializes in wireless microwave and millimeter-wave links that connect mobile network cell sites, including 5G.',
    tags: ['Microwave Links', '5G', 'Backhaul'],
  },
  'audiocodes': {
    description:
      'AudioCodes offers gateways, session border controllers (SBCs) and voice communications software, with a strong footprint in enterprise Microsoft Teams deployments.',
    tags: ['VoIP', 'Unified Communications', 'Microsoft Teams'],
  },
  'allot': {
    description:
      'Allot gives operators network traffic analytics and management based on deep packet inspection (DPI), plus cybersecurity services they resell to their subscribers.',
    tags: ['DPI', 'Traffic Management', 'Carriers'],
  },
  'radcom': {
    description:
      'RADCOM builds cloud-native service assurance and network analytics solutions that let operators monitor the quality of their 5G networks.',
    tags: ['5G', 'Service Assurance', 'Cloud Native'],
  },
  'silicom': {
    description:
      'Silicom designs network interface cards, accelerators and edge devices for networking and cybersecurity vendors as well as telecom operators.',
    tags: ['Network Cards', 'Edge', 'Hardware'],
  },
  'rad': {
    description:
      'Founded in 1981, RAD is one of Israel’s pioneers in telecom equipment and the core of the RAD Group, which has spun off many of the country’s tech companies.',
    tags: ['Telecom Equipment', 'Network Access', 'Carriers'],
  },
  'radwin': {
    description:
      'Radwin makes point-to-multipoint radio systems for wireless broadband access, used by internet service providers, railways and industrial companies.',
    tags: ['Wireless', 'Broadband', 'Radio'],
  },
  'spacecom': {
    description:
      'Spacecom operates the AMOS fleet of geostationary communications satellites, which carry TV, internet and data services across Europe, the Middle East and Africa.',
    tags: ['Satellite', 'Broadcasting', 'Connectivity'],
  },
  'mind-cti': {
    description:
      'MIND CTI makes billing and customer care software for mid-sized telecom operators, along with call analytics solutions for enterprises.',
    tags: ['Billing', 'Telecom Software', 'Carriers'],
  },
}
