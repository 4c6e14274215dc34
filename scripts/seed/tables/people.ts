/**
 * Name banks for an international amateur golf society in Dubai: 24
 * nationalities, each with given names and family names that belong together.
 * `weight` makes the mix look like the UAE's golfing expatriate community.
 */
export interface NationalityNames {
  nationality: string;
  weight: number;
  male: readonly string[];
  female: readonly string[];
  family: readonly string[];
}

export const NATIONALITIES: readonly NationalityNames[] = [
  {
    nationality: 'Emirati',
    weight: 2,
    male: ['Ahmed', 'Khalid', 'Saeed', 'Rashid', 'Hamdan', 'Sultan', 'Majid'],
    female: ['Mariam', 'Fatima', 'Noura', 'Aisha'],
    family: ['Al Mansoori', 'Al Falasi', 'Al Suwaidi', 'Al Ketbi', 'Al Shamsi', 'Al Nuaimi'],
  },
  {
    nationality: 'British',
    weight: 4,
    male: ['James', 'Oliver', 'Tom', 'Daniel', 'Mark', 'Richard', 'Stuart', 'Andrew'],
    female: ['Emma', 'Charlotte', 'Lucy', 'Rachel', 'Helen'],
    family: ['Clarke', 'Hughes', 'Walker', 'Bennett', 'Thompson', 'Wright', 'Palmer', 'Cooper'],
  },
  {
    nationality: 'Scottish',
    weight: 2,
    male: ['Callum', 'Fraser', 'Ewan', 'Ross', 'Alasdair', 'Gregor'],
    female: ['Isla', 'Eilidh', 'Kirsty', 'Morag'],
    family: ['MacLeod', 'Stewart', 'Robertson', 'Murray', 'Sutherland', 'Ferguson'],
  },
  {
    nationality: 'Irish',
    weight: 2,
    male: ['Conor', 'Sean', 'Ciaran', 'Declan', 'Padraig', 'Niall'],
    female: ['Aoife', 'Siobhan', 'Niamh', 'Ciara'],
    family: ["O'Brien", 'Murphy', 'Kelly', 'Byrne', 'Gallagher', 'Doyle'],
  },
  {
    nationality: 'Indian',
    weight: 4,
    male: ['Rohan', 'Arjun', 'Vikram', 'Sanjay', 'Rahul', 'Karan', 'Anil', 'Nikhil'],
    female: ['Priya', 'Ananya', 'Kavya', 'Meera', 'Divya'],
    family: ['Sharma', 'Patel', 'Nair', 'Iyer', 'Menon', 'Kapoor', 'Reddy', 'Desai'],
  },
  {
    nationality: 'Pakistani',
    weight: 2,
    male: ['Imran', 'Bilal', 'Faisal', 'Usman', 'Hamza', 'Zain'],
    female: ['Ayesha', 'Sana', 'Hina', 'Mahnoor'],
    family: ['Khan', 'Qureshi', 'Siddiqui', 'Malik', 'Chaudhry', 'Sheikh'],
  },
  {
    nationality: 'Filipino',
    weight: 2,
    male: ['Miguel', 'Paolo', 'Carlo', 'Rafael', 'Jericho', 'Enrique'],
    female: ['Angelica', 'Kristine', 'Bea', 'Maricel'],
    family: ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Mendoza', 'Villanueva'],
  },
  {
    nationality: 'South African',
    weight: 2,
    male: ['Pieter', 'Johan', 'Ruan', 'Sipho', 'Thabo', 'Francois'],
    female: ['Annelie', 'Lerato', 'Marike', 'Zanele'],
    family: ['van der Merwe', 'Botha', 'Pretorius', 'Nkosi', 'du Plessis', 'Steyn'],
  },
  {
    nationality: 'Australian',
    weight: 2,
    male: ['Liam', 'Jack', 'Lachlan', 'Hayden', 'Brodie', 'Travis'],
    female: ['Chloe', 'Jessica', 'Matilda', 'Georgia'],
    family: ['Wilson', 'Taylor', 'Campbell', 'Kennedy', 'Harris', 'Ryan'],
  },
  {
    nationality: 'New Zealander',
    weight: 1,
    male: ['Hamish', 'Blair', 'Tane', 'Corey', 'Angus', 'Reuben'],
    female: ['Aroha', 'Kate', 'Olivia', 'Ruby'],
    family: ['Ngata', 'Henderson', 'Fletcher', 'Sinclair', 'Tait', 'Morrison'],
  },
  {
    nationality: 'American',
    weight: 2,
    male: ['Michael', 'Tyler', 'Brandon', 'Kevin', 'Ryan', 'Jason'],
    female: ['Ashley', 'Megan', 'Lauren', 'Brittany'],
    family: ['Johnson', 'Miller', 'Anderson', 'Parker', 'Brooks', 'Foster'],
  },
  {
    nationality: 'Canadian',
    weight: 1,
    male: ['Ethan', 'Noah', 'Logan', 'Owen', 'Marc', 'Dylan'],
    female: ['Emily', 'Hannah', 'Sophie', 'Maude'],
    family: ['Tremblay', 'Gagnon', 'MacDonald', 'Fraser', 'Roy', 'Bouchard'],
  },
  {
    nationality: 'Egyptian',
    weight: 1,
    male: ['Mohamed', 'Karim', 'Youssef', 'Tarek', 'Amr', 'Sherif'],
    female: ['Nour', 'Yasmin', 'Salma', 'Dina'],
    family: ['Hassan', 'Mostafa', 'El Sayed', 'Fahmy', 'Abdel Aziz', 'Nasser'],
  },
  {
    nationality: 'Lebanese',
    weight: 1,
    male: ['Georges', 'Elie', 'Rami', 'Ziad', 'Fadi', 'Nabil'],
    female: ['Rania', 'Maya', 'Carla', 'Lara'],
    family: ['Khoury', 'Nassar', 'Aoun', 'Fares', 'Saade', 'Karam'],
  },
  {
    nationality: 'Jordanian',
    weight: 1,
    male: ['Laith', 'Yazan', 'Tariq', 'Hamzeh', 'Zaid', 'Majed'],
    female: ['Dana', 'Leen', 'Rawan', 'Tala'],
    family: ['Haddadin', 'Masri', 'Khalil', 'Obeidat', 'Zoubi', 'Qasem'],
  },
  {
    nationality: 'French',
    weight: 1,
    male: ['Julien', 'Antoine', 'Nicolas', 'Mathieu', 'Pierre', 'Thibault'],
    female: ['Camille', 'Claire', 'Juliette', 'Manon'],
    family: ['Dubois', 'Lefebvre', 'Moreau', 'Laurent', 'Girard', 'Fontaine'],
  },
  {
    nationality: 'German',
    weight: 1,
    male: ['Lukas', 'Jonas', 'Stefan', 'Tobias', 'Florian', 'Markus'],
    female: ['Anna', 'Katharina', 'Lena', 'Julia'],
    family: ['Schneider', 'Fischer', 'Weber', 'Becker', 'Hoffmann', 'Richter'],
  },
  {
    nationality: 'Swedish',
    weight: 1,
    male: ['Erik', 'Anders', 'Magnus', 'Henrik', 'Oskar', 'Mattias'],
    female: ['Ingrid', 'Elin', 'Sofia', 'Maja'],
    family: ['Lindqvist', 'Johansson', 'Andersson', 'Nilsson', 'Berg', 'Holm'],
  },
  {
    nationality: 'Dutch',
    weight: 1,
    male: ['Daan', 'Bram', 'Sander', 'Joost', 'Ruben', 'Thijs'],
    female: ['Femke', 'Lotte', 'Sanne', 'Eva'],
    family: ['de Vries', 'Jansen', 'Bakker', 'Visser', 'Smit', 'de Jong'],
  },
  {
    nationality: 'Italian',
    weight: 1,
    male: ['Marco', 'Luca', 'Matteo', 'Alessandro', 'Giorgio', 'Davide'],
    female: ['Giulia', 'Chiara', 'Francesca', 'Elena'],
    family: ['Rossi', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino'],
  },
  {
    nationality: 'Spanish',
    weight: 1,
    male: ['Javier', 'Alejandro', 'Pablo', 'Sergio', 'Diego', 'Álvaro'],
    female: ['Lucía', 'Carmen', 'Marta', 'Paula'],
    family: ['García', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Romero'],
  },
  {
    nationality: 'Japanese',
    weight: 1,
    male: ['Hiroshi', 'Kenji', 'Takeshi', 'Daisuke', 'Yuki', 'Haruto'],
    female: ['Yuko', 'Aiko', 'Haruka', 'Emi'],
    family: ['Tanaka', 'Suzuki', 'Sato', 'Watanabe', 'Yamamoto', 'Nakamura'],
  },
  {
    nationality: 'South Korean',
    weight: 1,
    male: ['Min-jun', 'Ji-hoon', 'Seung-woo', 'Hyun-woo', 'Dong-hyun', 'Jae-won'],
    female: ['Ji-yeon', 'Seo-yeon', 'Soo-ah', 'Eun-ji'],
    family: ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang'],
  },
  {
    nationality: 'Sri Lankan',
    weight: 1,
    male: ['Dinesh', 'Kasun', 'Nuwan', 'Chaminda', 'Ruwan', 'Lahiru'],
    female: ['Nadeesha', 'Dilani', 'Ishara', 'Sachini'],
    family: ['Perera', 'Fernando', 'Jayasuriya', 'Wickramasinghe', 'Bandara', 'Gunawardena'],
  },
  {
    nationality: 'Nigerian',
    weight: 1,
    male: ['Chinedu', 'Tunde', 'Emeka', 'Olumide', 'Segun', 'Kelechi'],
    female: ['Ngozi', 'Funmi', 'Adaeze', 'Yetunde'],
    family: ['Okafor', 'Adeyemi', 'Okonkwo', 'Balogun', 'Eze', 'Adebayo'],
  },
  {
    nationality: 'Brazilian',
    weight: 1,
    male: ['Lucas', 'Gabriel', 'Thiago', 'Bruno', 'Felipe', 'Rodrigo'],
    female: ['Beatriz', 'Camila', 'Larissa', 'Fernanda'],
    family: ['Oliveira', 'Souza', 'Costa', 'Pereira', 'Almeida', 'Carvalho'],
  },
];

/** Home clubs members list on their profile ('' for many). */
export const HOME_CLUBS: readonly string[] = [
  'Emirates Golf Club',
  'Dubai Creek Golf & Yacht Club',
  'Jumeirah Golf Estates',
  'Arabian Ranches Golf Club',
  'Montgomerie Golf Club Dubai',
  'The Els Club Dubai',
  'Dubai Hills Golf Club',
  'Al Zorah Golf Club',
  'Abu Dhabi Golf Club',
  'Sharjah Golf & Shooting Club',
];

/** Dietary requirements as members type them (most leave it empty). */
export const DIETARY_REQUIREMENTS: readonly string[] = [
  'Vegetarian',
  'No pork',
  'Gluten free',
  'Halal only',
  'Vegan',
  'Nut allergy',
  'No seafood',
];

/** UAE mobile prefixes. */
export const MOBILE_PREFIXES: readonly string[] = ['50', '52', '54', '55', '56', '58'];

/** Shirt sizes with how often each is chosen. */
export const TSHIRT_WEIGHTS = [
  ['S', 2],
  ['M', 5],
  ['L', 6],
  ['XL', 4],
  ['XXL', 2],
] as const;
