import type { CompanyTranslations } from '../../../schema.ts'

/** English texts of the agtech companies of ../../agtech.ts, written for this site. */
export const agtech: CompanyTranslations = {
  'netafim': {
    description:
      'The pioneer of modern drip irrigation, Netafim was born in 1965 on Kibbutz Hatzerim and now equips farms in more than 110 countries. Since 2018, 80% of the company has been owned by Mexico’s Orbia group (formerly Mexichem).',
    tags: ['Irrigation', 'Drip Irrigation', 'Water'],
  },
  'aleph-farms': {
    description:
      'Aleph Farms grows beef steaks from animal cells, with no slaughter involved. In 2024 it received in Israel the world’s first approval to sell cultivated beef.',
    tags: ['Cultivated Meat', 'Alternative Proteins', 'Cellular Agriculture'],
  },
  'beewise': {
    description:
      'Beewise designed the BeeHome, a robotic hive that monitors colonies with computer vision and tends to them automatically to reduce the death rate of pollinating bees.',
    tags: ['Robotics', 'Beekeeping', 'Pollination'],
  },
  'redefine-meat': {
    description:
      'Redefine Meat uses additive manufacturing to make plant-based meats it calls “New Meat,” and supplies them to restaurants in Israel and Europe.',
    tags: ['Alternative Proteins', '3D Printing', 'Plant-Based Meat'],
  },
  'remilk': {
    description:
      'Remilk uses precision fermentation to make animal-free milk proteins identical to those in cow’s milk, for milk, cheeses and desserts free of lactose and cholesterol.',
    tags: ['Precision Fermentation', 'Dairy', 'Alternative Proteins'],
  },
  'taranis': {
    description:
      'Taranis uses artificial intelligence to analyze ultra-high-resolution aerial imagery and catch pests, diseases, weeds and nutrient deficiencies early in field crops.',
    tags: ['Precision Agriculture', 'Aerial Imagery', 'Artificial Intelligence'],
  },
  'evogene': {
    description:
      'Evogene applies computational biology and AI to discovering agricultural products such as seed traits and crop protection solutions. It is listed on Nasdaq and in Tel Aviv.',
    tags: ['Computational Biology', 'Seeds', 'Crop Protection'],
  },
  'seetree': {
    description:
      'SeeTree combines drone imagery, sensors and field scouting to track the health and yield of every single tree in large citrus, avocado and almond orchards.',
    tags: ['Orchards', 'Drones', 'Data Analytics'],
  },
  'steakholder-foods': {
    description:
      'Steakholder Foods (formerly MeaTech 3D) develops 3D printers and food inks to produce meat and fish from cultivated cells or plant-based ingredients. The company is listed on Nasdaq.',
    tags: ['3D Printing', 'Cultivated Meat', 'Alternative Proteins'],
  },
  'biobee': {
    description:
      'Based on Kibbutz Sde Eliyahu, BioBee breeds beneficial insects and mites for biological pest control, as well as bumblebees to pollinate greenhouse crops.',
    tags: ['Biological Control', 'Pollination', 'Sustainable Agriculture'],
  },
  'supplant': {
    description:
      'SupPlant combines plant-mounted sensors, hyperlocal weather forecasts and agronomic algorithms to tell farmers when to irrigate and how much water to use.',
    tags: ['Irrigation', 'Sensors', 'Artificial Intelligence'],
  },
  'else-nutrition': {
    description:
      'Else Nutrition develops formulas and foods for young children made from almonds, buckwheat and tapioca, with no dairy and no soy.',
    tags: ['Food Tech', 'Infant Nutrition', 'Plant-Based Food'],
  },
  'imagindairy': {
    description:
      'Imagindairy uses precision fermentation to produce animal-free whey proteins for dairy and food manufacturers.',
    tags: ['Precision Fermentation', 'Dairy', 'Alternative Proteins'],
  },
  'hazera': {
    description:
      'Established in 1939, Hazera breeds and sells hybrid vegetable seeds (tomatoes, melons, onions, cabbages and more) in over a hundred countries. It is part of Limagrain, the French cooperative group.',
    tags: ['Seeds', 'Plant Genetics', 'Vegetable Farming'],
  },
  'amiad': {
    description:
      'Amiad makes water filtration systems used in agricultural irrigation as well as in industry and municipal networks. Founded on Kibbutz Amiad in the Galilee, the company is listed on the Tel Aviv Stock Exchange.',
    tags: ['Filtration', 'Irrigation', 'Water'],
  },
}
