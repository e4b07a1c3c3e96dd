import type { CompanyTranslations } from '../../../schema.ts'

/** English texts of the energy companies of ../../energy.ts, written for this site. */
export const energy: CompanyTranslations = {
  'solaredge': {
    description:
      'SolarEdge popularized inverters with power optimizers for photovoltaic systems and also offers battery storage and energy management. It has been listed on Nasdaq since 2015.',
    tags: ['Solar', 'Inverters', 'Storage'],
  },
  'ormat-technologies': {
    description:
      'A geothermal specialist, Ormat designs and operates geothermal and heat recovery power plants around the world. The group, listed in New York, keeps major operations in Yavne.',
    tags: ['Geothermal', 'Power Generation', 'Heat Recovery'],
  },
  'enlight-renewable-energy': {
    description:
      'Enlight develops, builds and operates solar and wind farms as well as storage projects in Israel, Europe and the United States. It is listed in Tel Aviv and on Nasdaq.',
    tags: ['Solar', 'Wind', 'Storage'],
  },
  'brenmiller-energy': {
    description:
      'Brenmiller stores energy as heat in crushed rock (its bGen system) to supply industrial customers with steam and hot water on demand. Its manufacturing plant is in Dimona.',
    tags: ['Thermal Storage', 'Industrial Decarbonization'],
  },
  'h2pro': {
    description:
      'A Technion spin-off, H2Pro develops E-TAC, a water electrolysis process that produces hydrogen and oxygen in separate steps to make green hydrogen cheaper.',
    tags: ['Green Hydrogen', 'Electrolysis'],
  },
  'eco-wave-power': {
    description:
      'Eco Wave Power generates electricity from ocean waves with floaters attached to existing breakwaters and piers. The company is listed on Nasdaq.',
    tags: ['Wave Energy', 'Marine Energy'],
  },
  'ecoppia': {
    description:
      'Ecoppia deploys autonomous robots that clean solar panels every night without water, a key issue for power plants built in desert areas.',
    tags: ['Solar', 'Robotics', 'Water Savings'],
  },
  'gencell': {
    description:
      'GenCell designs alkaline fuel cells that provide backup or off-grid power, particularly for telecom towers and critical sites.',
    tags: ['Fuel Cells', 'Hydrogen', 'Backup Power'],
  },
  'phinergy': {
    description:
      'Phinergy develops metal-air systems (aluminum-air, zinc-air) that generate electricity from the oxygen in the air, used as long-duration backup power for critical sites.',
    tags: ['Aluminum-Air', 'Storage', 'Backup Power'],
  },
  'augwind': {
    description:
      'Augwind designed AirBattery, a compressed-air energy storage system that relies on water and underground tanks rather than metals such as lithium. The company is listed in Tel Aviv.',
    tags: ['Storage', 'Compressed Air'],
  },
  'watergen': {
    description:
      'Watergen makes generators that produce drinking water from the humidity in the air, from home appliances to mobile units deployed in emergencies.',
    tags: ['Water', 'Atmospheric Water', 'Climate'],
  },
  'takadu': {
    description:
      'TaKaDu continuously analyzes data from water distribution networks to detect leaks, bursts and anomalies, helping utilities reduce their losses.',
    tags: ['Water', 'Smart Networks', 'Data Analytics'],
  },
  'ide-technologies': {
    description:
      'IDE designs and operates large seawater desalination plants, including several of Israel’s main facilities and the Carlsbad plant in California.',
    tags: ['Desalination', 'Water', 'Infrastructure'],
  },
  'brightsource-energy': {
    description:
      'BrightSource develops solar power tower plants, where thousands of mirrors concentrate sunlight to produce steam. Its technology notably powers the Ashalim plant in the Negev.',
    tags: ['Solar Thermal', 'Power Plants'],
  },
  'sensibo': {
    description:
      'Sensibo makes existing air conditioners smart and controllable from an app, with automations and sensors that cut energy use.',
    tags: ['Energy Efficiency', 'Smart Home', 'Air Conditioning'],
  },
  'ellomay-capital': {
    description:
      'Ellomay develops and operates solar plants and biogas facilities in Israel and Europe, and is involved in a pumped-storage project. The company is listed in New York and Tel Aviv.',
    tags: ['Solar', 'Biogas', 'Power Generation'],
  },
  'zooz-power': {
    description:
      'ZOOZ Power (formerly Chakratec) designs flywheel-based kinetic energy storage systems that make it possible to install ultra-fast electric vehicle chargers where the power grid is constrained. The company is listed on Nasdaq.',
    tags: ['Energy Storage', 'Ultra-Fast Charging', 'Flywheel'],
  },
  'homebiogas': {
    description:
      'HomeBiogas makes biodigesters that turn organic waste into cooking gas and liquid fertilizer for households, farms and off-grid sites. The company is listed on the Tel Aviv Stock Exchange.',
    tags: ['Biogas', 'Organic Waste', 'Renewable Energy'],
  },
}
