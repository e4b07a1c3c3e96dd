import type { CompanyTranslations } from '../../../schema.ts'

/** English texts of the medtech companies of ../../medtech.ts, written for this site. */
export const medtech: CompanyTranslations = {
  'aidoc': {
    description:
      'Aidoc develops a clinical AI platform that analyzes imaging studies (CT, MRI and more) and flags urgent cases such as brain bleeds or pulmonary embolisms to radiologists first.',
    tags: ['Medical AI', 'Radiology', 'Medical Imaging'],
  },
  'tytocare': {
    description:
      'Tyto Care designs a connected medical exam kit (otoscope, stethoscope, thermometer, camera) that lets people perform a guided exam at home and share it with a doctor during a telehealth visit.',
    tags: ['Telemedicine', 'Connected Device', 'Primary Care'],
  },
  'inmode': {
    description:
      'InMode makes radiofrequency-based platforms for aesthetic medicine and minimally invasive surgery, used for face and body contouring. The company has been listed on Nasdaq since 2019.',
    tags: ['Medical Aesthetics', 'Radiofrequency', 'Medical Devices'],
  },
  'novocure': {
    description:
      'Novocure developed Tumor Treating Fields, alternating electric fields delivered by a wearable device to slow the division of cancer cells, notably in glioblastoma. Its R&D center is in Haifa.',
    tags: ['Oncology', 'Electric Fields', 'Wearable Device'],
  },
  'sight-diagnostics': {
    description:
      'Sight Diagnostics developed OLO, a benchtop analyzer that runs a complete blood count in minutes from two drops of blood, using digital imaging and computer vision.',
    tags: ['Blood Diagnostics', 'Computer Vision', 'Point of Care'],
  },
  'nanox': {
    description:
      'Nanox develops an X-ray system built on a digital X-ray source, designed to lower the cost of imaging equipment, along with AI software for analyzing medical images. The company has been listed on Nasdaq since 2020.',
    tags: ['Medical Imaging', 'X-Ray', 'AI'],
  },
  'insightec': {
    description:
      'Insightec sells Exablate, a system that focuses MRI-guided ultrasound to treat neurological disorders such as essential tremor without an incision.',
    tags: ['Focused Ultrasound', 'MRI', 'Neurology'],
  },
  'brainsway': {
    description:
      'BrainsWay develops deep transcranial magnetic stimulation (Deep TMS), a noninvasive, FDA-cleared therapy used in particular for treatment-resistant depression and obsessive-compulsive disorder.',
    tags: ['Neurostimulation', 'Mental Health', 'Magnetic Stimulation'],
  },
  'alpha-tau': {
    description:
      'Alpha Tau Medical develops Alpha DaRT, a radiation therapy that implants alpha-emitting sources into the tumor to destroy cancer cells while sparing the surrounding tissue.',
    tags: ['Radiation Therapy', 'Oncology', 'Alpha Particles'],
  },
  'compugen': {
    description:
      'Compugen relies on a computational discovery platform to identify new immuno-oncology targets and develop therapeutic antibodies.',
    tags: ['Immuno-Oncology', 'Computational Biology', 'Antibodies'],
  },
  'cytoreason': {
    description:
      'CytoReason builds computational models of the immune system and of diseases from molecular data, which pharmaceutical companies use to guide drug development.',
    tags: ['AI', 'Drug Discovery', 'Immunology'],
  },
  'nucleai': {
    description:
      'Nucleai applies AI and spatial biology to the analysis of digitized pathology slides, to help predict how patients will respond to cancer treatments.',
    tags: ['Digital Pathology', 'Spatial Biology', 'AI'],
  },
  'ibex-medical-analytics': {
    description:
      'Ibex Medical Analytics offers AI tools that analyze digitized biopsy slides to help pathologists detect and grade cancers, prostate and breast cancer in particular.',
    tags: ['Digital Pathology', 'Cancer Diagnostics', 'AI'],
  },
  'healthy-io': {
    description:
      'Healthy.io turns the smartphone camera into a medical diagnostic tool: at-home urine tests, kidney function monitoring and wound documentation.',
    tags: ['Digital Health', 'Urinalysis', 'Wound Care'],
  },
  'dariohealth': {
    description:
      'DarioHealth offers a digital health platform for chronic conditions (diabetes, hypertension, musculoskeletal disorders) that combines connected sensors, an app and coaching. Its R&D is based in Caesarea.',
    tags: ['Chronic Conditions', 'Diabetes', 'Digital Health'],
  },
  'k-health': {
    description:
      'K Health provides virtual primary care: an AI trained on millions of anonymized medical records prepares the visit before the patient talks to a doctor. Headquarters are in New York, R&D in Tel Aviv.',
    tags: ['Medical AI', 'Telemedicine', 'Primary Care'],
  },
  'diagnostic-robotics': {
    description:
      'Diagnostic Robotics develops clinical AI tools for patient triage, risk prediction and population health management, aimed at health systems and insurers.',
    tags: ['Clinical AI', 'Triage', 'Population Health'],
  },
  'theranica': {
    description:
      'Theranica created Nerivio, an arm-worn neuromodulation device controlled from a smartphone and cleared by the FDA for treating migraine attacks.',
    tags: ['Neuromodulation', 'Migraine', 'Connected Device'],
  },
  'orcam': {
    description:
      'OrCam develops wearable assistants built on computer vision, such as OrCam MyEye, which clips onto eyeglasses and reads text and faces aloud for people who are blind or visually impaired.',
    tags: ['Accessibility', 'Computer Vision', 'Visual Impairment'],
  },
  'mdclone': {
    description:
      'MDClone offers a health data exploration platform that can generate synthetic data, so hospitals and researchers can analyze medical records without exposing personal information.',
    tags: ['Health Data', 'Synthetic Data', 'Clinical Research'],
  },
  'navina': {
    description:
      'Navina develops an AI copilot for primary care physicians: it summarizes the patient’s record before the visit and helps surface diagnoses and follow-up actions.',
    tags: ['Clinical AI', 'Primary Care', 'Patient Record'],
  },
  'immunai': {
    description:
      'Immunai maps the immune system at single-cell resolution and combines that data with machine learning to speed up the development of therapies. Based in New York, it has its R&D team in Tel Aviv.',
    tags: ['Immunology', 'Single Cell', 'AI'],
  },
  'icecure-medical': {
    description:
      'IceCure Medical develops ProSense, a minimally invasive cryoablation system that destroys tumors by freezing them, notably in breast cancer.',
    tags: ['Cryoablation', 'Oncology', 'Minimally Invasive'],
  },
  'itamar-medical': {
    description:
      'Itamar Medical designed WatchPAT, a sleep apnea diagnostic device that can be used at home. The company was acquired in 2021 by ZOLL Medical, a subsidiary of the Asahi Kasei group.',
    tags: ['Sleep Apnea', 'Home Diagnostics', 'Cardiology'],
  },
  'lumenis': {
    description:
      'Lumenis designs energy-based systems (lasers, intense pulsed light, radiofrequency) for aesthetic medicine and ophthalmology, sold worldwide from Yokneam.',
    tags: ['Medical Lasers', 'Aesthetics', 'Ophthalmology'],
  },
  'medinol': {
    description:
      'Medinol, founded in 1993 by Kobi and Judith Richter, designs and manufactures coronary stents, including an FDA-approved drug-eluting stent.',
    tags: ['Stents', 'Interventional Cardiology', 'Medical Devices'],
  },
  'binah-ai': {
    description:
      'Binah.ai measures vital signs (heart rate, oxygen saturation, respiratory rate and more) from video of a person’s face captured by a smartphone or computer camera.',
    tags: ['Vital Signs', 'Video', 'AI'],
  },
  'viz-ai': {
    description:
      'Viz.ai uses AI to detect urgent conditions such as ischemic stroke on imaging and alert care teams right away, so patients are treated sooner. Its R&D is in Tel Aviv.',
    tags: ['Medical AI', 'Stroke', 'Care Coordination'],
  },
  'biobeat': {
    description:
      'Biobeat develops wearable monitors (a watch and a chest patch) that continuously track vital signs, including cuffless blood pressure, for remote patient monitoring.',
    tags: ['Remote Monitoring', 'Wearable Device', 'Vital Signs'],
  },
  'pluri': {
    description:
      'Pluri, formerly Pluristem, relies on a three-dimensional cell culture platform to develop cell therapies and other cell-based applications. The company is listed on Nasdaq.',
    tags: ['Cell Therapy', 'Biotechnology', '3D Cell Culture'],
  },
  'eitan-medical': {
    description:
      'Eitan Medical develops infusion pumps, including the Sapphire line used both in hospitals and at home, as well as drug delivery devices.',
    tags: ['Infusion', 'Drug Delivery', 'Medical Devices'],
  },
  'rapid-medical': {
    description:
      'Rapid Medical designs adjustable neurovascular devices, such as stent retrievers that can be adjusted during the procedure, for the endovascular treatment of stroke.',
    tags: ['Neurovascular', 'Stroke', 'Medical Devices'],
  },
}
