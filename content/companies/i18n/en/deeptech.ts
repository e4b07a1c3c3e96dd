import type { CompanyTranslations } from '../../../schema.ts'

/** English texts of the deep tech companies of ../../deeptech.ts, written for this site. */
export const deeptech: CompanyTranslations = {
  'quantum-machines': {
    description:
      'Quantum Machines designs control hardware and software for quantum processors, including its OPX platform, used by research labs and quantum computer makers around the world.',
    tags: ['Quantum Computing', 'Control Electronics', 'Software'],
  },
  'hailo': {
    description:
      'Hailo develops low-power artificial intelligence processors for edge devices such as cameras, vehicles, robots and PCs. Its chips power, among others, the official Raspberry Pi AI kit.',
    tags: ['AI Chips', 'Edge Computing', 'Semiconductors'],
  },
  'tower-semiconductor': {
    description:
      'Tower Semiconductor is a specialty foundry that manufactures analog, radio-frequency, power management and silicon photonics chips for customers worldwide. Its original site is in Migdal HaEmek.',
    tags: ['Foundry', 'Semiconductors', 'Photonics'],
  },
  'nova': {
    description:
      'Nova provides optical and chemical metrology systems that let chipmakers control their processes at every step of semiconductor production.',
    tags: ['Metrology', 'Semiconductors', 'Optics'],
  },
  'camtek': {
    description:
      'Camtek designs inspection and metrology equipment for the semiconductor industry, particularly for advanced packaging and the high-bandwidth memory used in AI.',
    tags: ['Inspection', 'Semiconductors', 'Advanced Packaging'],
  },
  'classiq': {
    description:
      'Classiq offers a software platform for describing quantum algorithms at a high level and then automatically synthesizing them into circuits optimized for different quantum computers.',
    tags: ['Quantum Computing', 'Software', 'Algorithms'],
  },
  'stratasys': {
    description:
      'Formed in 2012 by the merger of the American Stratasys and the Israeli Objet, Stratasys is one of the world leaders in polymer 3D printing, with dual headquarters in Eden Prairie, near Minneapolis, and in Rehovot.',
    tags: ['3D Printing', 'Additive Manufacturing', 'Polymers'],
  },
  'nano-dimension': {
    description:
      'Nano Dimension develops additive manufacturing systems for electronics that can print multilayer circuits, and has broadened its offering through several international acquisitions.',
    tags: ['Additive Manufacturing', 'Printed Electronics', '3D Printing'],
  },
  'kornit-digital': {
    description:
      'Kornit Digital makes industrial digital printing systems for textiles that allow custom garments to be produced on demand while using less water and generating less waste.',
    tags: ['Digital Printing', 'Textiles', 'On-Demand Production'],
  },
  'valens-semiconductor': {
    description:
      'Valens Semiconductor designs high-speed connectivity chips: it created the HDBaseT technology for audio-video and the MIPI A-PHY standard for automotive cameras and sensors.',
    tags: ['Semiconductors', 'Connectivity', 'Automotive'],
  },
  'neureality': {
    description:
      'NeuReality designs a hardware architecture dedicated to artificial intelligence inference in data centers, offloading the CPU to cut costs and power consumption.',
    tags: ['AI Chips', 'Inference', 'Data Centers'],
  },
  'weebit-nano': {
    description:
      'Weebit Nano develops oxide-based non-volatile resistive memory (ReRAM) designed to be embedded in chips as a replacement for embedded flash. The company is listed on the Australian Securities Exchange.',
    tags: ['Memory', 'ReRAM', 'Semiconductors'],
  },
  'lumus': {
    description:
      'Lumus has developed reflective optical waveguides that project images into the lenses of augmented reality glasses, a technology it licenses to manufacturers.',
    tags: ['Augmented Reality', 'Optics', 'Waveguides'],
  },
  'vayyar': {
    description:
      'Vayyar develops 4D imaging radar chips that detect presence, movement and falls without a camera, used in the automotive, healthcare and building sectors.',
    tags: ['Radar', 'Sensors', '4D Imaging'],
  },
  'gauzy': {
    description:
      'Gauzy develops light-control materials such as variable-opacity glass for aerospace, automotive and architecture, as well as driver assistance systems. It has been listed on Nasdaq since 2024.',
    tags: ['Advanced Materials', 'Smart Glass', 'Aerospace'],
  },
  'qedma': {
    description:
      'Qedma develops error suppression and mitigation software that delivers reliable results on today’s noisy quantum computers.',
    tags: ['Quantum Computing', 'Error Correction', 'Software'],
  },
  'percepto': {
    description:
      'Percepto builds autonomous “drone-in-a-box” systems that inspect industrial sites, power facilities and mines with no pilot on site.',
    tags: ['Drones', 'Robotics', 'Industrial Inspection'],
  },
  'xjet': {
    description:
      'XJet developed NanoParticle Jetting, a technology that 3D-prints ceramic and metal parts from nanoparticles suspended in a liquid.',
    tags: ['3D Printing', 'Ceramics', 'Advanced Materials'],
  },
  'teramount': {
    description:
      'Teramount designs optical coupling solutions that connect fibers to silicon photonics chips, a key link in the high-speed interconnects of data centers.',
    tags: ['Photonics', 'Silicon', 'Data Centers'],
  },
}
