import type { CompanyTranslations } from '../../../schema.ts'

/** English texts of the mobility companies of ../../mobility.ts, written for this site. */
export const mobility: CompanyTranslations = {
  'mobileye': {
    description:
      'Mobileye designs the EyeQ chips and computer vision software behind the driver-assistance systems of many automakers, and develops autonomous driving solutions. Acquired by Intel in 2017, it has been listed on Nasdaq again since 2022.',
    tags: ['ADAS', 'Computer Vision', 'Autonomous Driving'],
  },
  'innoviz': {
    description:
      'Innoviz Technologies designs solid-state lidar sensors and the perception software that goes with them, for automakers building driver assistance and autonomous driving. The company is listed on Nasdaq.',
    tags: ['Lidar', 'Autonomous Driving', 'Automotive Sensors'],
  },
  'via': {
    description:
      'Via develops software for on-demand public transit and network planning, used by cities and transit operators around the world. Headquartered in New York with R&D in Tel Aviv, it has been listed on the NYSE since 2025.',
    tags: ['On-Demand Transit', 'Public Transit', 'Software'],
  },
  'ree-automotive': {
    description:
      'REE Automotive develops a modular platform for electric commercial vehicles, with steering, braking and drive integrated at the wheels and controlled electronically (by-wire).',
    tags: ['Electric Vehicles', 'Drive-by-Wire', 'Commercial Vehicles'],
  },
  'arbe': {
    description:
      'Arbe Robotics designs high-resolution 4D imaging radar chipsets for driver-assistance systems and autonomous driving. The company is listed on Nasdaq.',
    tags: ['4D Radar', 'ADAS', 'Autonomous Driving'],
  },
  'foretellix': {
    description:
      'Foretellix provides a verification and validation platform for automated driving systems, built on generating test scenarios and measuring their coverage.',
    tags: ['Validation', 'Simulation', 'Autonomous Driving'],
  },
  'cognata': {
    description:
      'Cognata offers a simulation platform that recreates realistic road environments to train and validate driver-assistance systems and autonomous vehicles.',
    tags: ['Simulation', 'Digital Twin', 'ADAS'],
  },
  'optibus': {
    description:
      'Optibus offers a cloud platform for planning, scheduling and operations for public transit networks, bus networks in particular.',
    tags: ['Public Transit', 'Planning', 'SaaS'],
  },
  'nexar': {
    description:
      'Nexar runs a network of connected dashcams that produces visual road data, used for mapping, insurance and training autonomous driving models.',
    tags: ['Dashcams', 'Computer Vision', 'Road Data'],
  },
  'tactile-mobility': {
    description:
      'Tactile Mobility develops virtual sensors: its software taps signals already present in the vehicle to estimate grip, road conditions and tire wear.',
    tags: ['Virtual Sensors', 'Vehicle Data', 'Road Safety'],
  },
  'trieye': {
    description:
      'TriEye develops short-wave infrared (SWIR) imaging sensors built on CMOS technology, so that driver-assistance systems can see better at night and in bad weather.',
    tags: ['SWIR Imaging', 'Sensors', 'ADAS'],
  },
  'imagry': {
    description:
      'Imagry develops autonomous driving software that does without HD maps; it powers autonomous buses being tested in Israel, including a first service launched in 2023 at Sheba Medical Center.',
    tags: ['Autonomous Driving', 'Autonomous Buses', 'AI'],
  },
  'ottopia': {
    description:
      'Ottopia provides a teleoperation and remote assistance platform that lets human operators supervise autonomous vehicles and help them through unexpected situations.',
    tags: ['Teleoperation', 'Autonomous Vehicles', 'Remote Supervision'],
  },
  'cipia': {
    description:
      'Cipia, formerly Eyesight Technologies, develops driver and cabin monitoring systems that use computer vision to detect drowsiness and distraction.',
    tags: ['Driver Monitoring', 'Computer Vision', 'Road Safety'],
  },
  'flytrex': {
    description:
      'Flytrex runs a last-mile drone delivery service that drops meals and parcels straight into customers’ backyards.',
    tags: ['Drones', 'Delivery', 'Urban Logistics'],
  },
  'ituran': {
    description:
      'Ituran provides vehicle location, stolen vehicle recovery and telematics services for fleet management and connected insurance. The company is listed on Nasdaq.',
    tags: ['Telematics', 'Fleet Management', 'Connected Vehicles'],
  },
  'autobrains': {
    description:
      'Autobrains, a spin-off of Cortica, develops self-learning AI for driver assistance and autonomous driving, designed to work with little annotated data.',
    tags: ['AI', 'ADAS', 'Autonomous Driving'],
  },
  'rail-vision': {
    description:
      'Rail Vision develops obstacle detection systems for trains that combine electro-optical cameras and AI to spot hazards on the track from a long distance. The company is listed on Nasdaq.',
    tags: ['Rail', 'Obstacle Detection', 'Computer Vision'],
  },
  'notraffic': {
    description:
      'NoTraffic turns traffic lights into connected intersections: sensors and AI adapt signal cycles to actual traffic and give priority to buses and emergency vehicles. Headquartered in Palo Alto, with R&D in Tel Aviv.',
    tags: ['Smart Traffic Lights', 'Smart City', 'AI'],
  },
  'aurora-labs': {
    description:
      'Aurora Labs builds software for vehicles’ onboard electronics: lightweight over-the-air (OTA) updates and analysis of how the code on the ECUs behaves.',
    tags: ['Embedded Software', 'OTA Updates', 'Connected Vehicle'],
  },
  'foresight-autonomous': {
    description:
      'Foresight Autonomous develops stereoscopic vision systems that pair visible-light and thermal cameras to detect obstacles in all weather. The company is listed on Nasdaq.',
    tags: ['Stereo Vision', 'Thermal Imaging', 'ADAS'],
  },
  'storedot': {
    description:
      'StoreDot develops extreme fast-charging lithium-ion batteries for electric vehicles, based on silicon-rich anodes.',
    tags: ['Batteries', 'Fast Charging', 'Electric Vehicles'],
  },
  'electreon': {
    description:
      'Electreon develops wireless inductive charging for electric vehicles, using coils embedded under the road surface that power vehicles both when parked and on the move.',
    tags: ['Wireless Charging', 'Electric Roads', 'Electric Vehicles'],
  },
  'uveye': {
    description:
      'UVeye develops automated vehicle inspection systems: camera gantries and AI detect damage to the body, tires and undercarriage in seconds.',
    tags: ['Vehicle Inspection', 'Computer Vision', 'AI'],
  },
}
