/** Real Texas districts (NCES LEAIDs, 7 digits starting with 48) with a city and ZIP for addresses. */
export const DISTRICTS = [
  { name: 'Austin ISD', leaid: '4808940', city: 'Austin', zip: '78701', area: 'Austin Area' },
  { name: 'Houston ISD', leaid: '4823640', city: 'Houston', zip: '77002', area: 'Houston Area' },
  { name: 'Dallas ISD', leaid: '4816230', city: 'Dallas', zip: '75201', area: 'Dallas-Fort Worth' },
  { name: 'Fort Worth ISD', leaid: '4819700', city: 'Fort Worth', zip: '76102', area: 'Dallas-Fort Worth' },
  { name: 'Northside ISD', leaid: '4833120', city: 'San Antonio', zip: '78238', area: 'San Antonio Area' },
  { name: 'El Paso ISD', leaid: '4818300', city: 'El Paso', zip: '79901', area: 'El Paso' },
  { name: 'Corpus Christi ISD', leaid: '4815270', city: 'Corpus Christi', zip: '78401', area: 'Corpus Christi' },
  { name: 'Lubbock ISD', leaid: '4828500', city: 'Lubbock', zip: '79401', area: 'Lubbock' },
  { name: 'Amarillo ISD', leaid: '4808130', city: 'Amarillo', zip: '79101', area: 'Amarillo' },
  { name: 'Beaumont ISD', leaid: '4810140', city: 'Beaumont', zip: '77701', area: 'Beaumont' },
  { name: 'Brownsville ISD', leaid: '4811550', city: 'Brownsville', zip: '78520', area: 'Brownsville' },
] as const;

/** Fictional school names. */
export const SCHOOL_NAMES = [
  'Bluebonnet Elementary', 'Pecan Grove Middle School', 'Lone Star High School', 'Cedar Ridge Elementary',
  'Live Oak Academy', 'Mockingbird Middle School', 'Prairie View Elementary', 'Caprock High School',
  'Gulf Breeze Elementary', 'Palo Duro Middle School', 'Rio Grande Academy', 'Brazos Bend Elementary',
  'Hill Country High School', 'Sandia Ridge Middle School', 'Magnolia Park Elementary', 'Post Oak Middle School',
  'Coastal Plains High School', 'Big Thicket Elementary', 'Mesquite Trail Academy', 'Red River Middle School',
] as const;
export const STREETS = ['Congress Ave', 'Main St', 'Elm St', 'Commerce St', 'Broadway', 'Mesa St', 'Ocean Dr', 'Avenue Q', 'Polk St', 'Calder Ave'];

export const FIRST_NAMES = [
  'Ana', 'Brian', 'Carmen', 'Daniel', 'Elena', 'Frank', 'Gabriela', 'Hector', 'Isabel', 'James', 'Karina', 'Luis',
  'Megan', 'Nathan', 'Olivia', 'Pablo', 'Rachel', 'Samuel', 'Tanya', 'Victor', 'Whitney', 'Xavier', 'Yesenia', 'Zachary',
  'Alicia', 'Marcus', 'Priya', 'Derek', 'Lauren', 'Miguel',
];
export const LAST_NAMES = [
  'Garcia', 'Johnson', 'Martinez', 'Smith', 'Hernandez', 'Williams', 'Lopez', 'Brown', 'Gonzalez', 'Davis', 'Rodriguez',
  'Miller', 'Perez', 'Wilson', 'Sanchez', 'Anderson', 'Ramirez', 'Thomas', 'Torres', 'Moore', 'Flores', 'Jackson', 'Rivera',
  'Nguyen', 'Reyes', 'Patel', 'Castillo', 'Bennett', 'Ortiz', 'Coleman',
];

/** Content exams (no 'n/a', no 'PPR passed'). */
export const CONTENT_EXAMS = [
  'Core EC-6 (391)/STR', 'Math/Science 4-8', 'ELAR 7-12', 'Science 7-12', 'Special Education EC-12', 'ESL',
  'Social Studies 7-12', 'History 7-12', 'LOTE: Spanish', 'Life Science 7-12', 'Physical Education EC-12',
  'Social Studies 4-8', 'English Language Arts and Reading 7-12', 'Theatre EC-12', 'Speech 7-12', 'Trade Culinary Arts',
  'Trade Law',
] as const;

export const SUPERVISOR_PEOPLE = [
  { first: 'Maria', last: 'Gonzalez', cert: 'Principal EC-12; T-TESS Appraiser', years: 18, specs: ['Mathematics', 'ESL'] },
  { first: 'Robert', last: 'Chen', cert: 'Superintendent; T-TESS Appraiser', years: 24, specs: ['Science', 'Computer Science'] },
  { first: 'Linda', last: 'Okafor', cert: 'Principal EC-12; T-TESS Appraiser', years: 15, specs: ['English', 'Early Childhood'] },
  { first: 'David', last: 'Ramirez', cert: 'Master Teacher; T-TESS Appraiser', years: 12, specs: ['Special Education'] },
  { first: 'Susan', last: 'Whitfield', cert: 'Principal EC-12; T-TESS Appraiser', years: 20, specs: ['Social Studies', 'Art'] },
  { first: 'Jorge', last: 'Villarreal', cert: 'Instructional Coach; T-TESS Appraiser', years: 9, specs: ['Physical Education', 'Music'] },
] as const;

export const INQUIRY_SAMPLES = [
  { name: 'Patricia Alvarez', email: 'palvarez@example.net', organization: 'Laredo ISD', role: 'hr-director', inquiryType: 'district-registration', phone: '(956) 555-0134', message: 'We would like to register our district and learn how placement works for next fall.' },
  { name: 'Kevin Brooks', email: 'kbrooks@example.net', organization: 'Tyler ISD', role: 'principal', inquiryType: 'teacher-inquiry', phone: '', message: 'Do you have certified ESL teachers available for a January start?' },
  { name: 'Renee Dubois', email: 'rdubois@example.net', organization: 'Waco ISD', role: 'superintendent', inquiryType: 'partnership', phone: '(254) 555-0177', message: 'Interested in a partnership for our hard-to-staff campuses. Please call me.' },
] as const;
