/** Name parts shared by the company and review generators. */

// prettier-ignore
export const SURNAMES = [
  "Anderson", "Baker", "Barnes", "Bennett", "Brooks", "Bryant", "Caldwell", "Carter", "Castillo",
  "Chavez", "Coleman", "Collins", "Cooper", "Crawford", "Davis", "Delgado", "Dixon", "Duncan",
  "Ellis", "Ferguson", "Fisher", "Fleming", "Foster", "Fuller", "Garcia", "Gibson", "Graham",
  "Grant", "Greene", "Hale", "Hammond", "Harper", "Hawkins", "Hayes", "Henderson", "Hicks",
  "Holland", "Hoffman", "Hughes", "Jensen", "Jordan", "Keller", "Kennedy", "Kowalski", "Lambert",
  "Larson", "Lawson", "Lindqvist", "Lopez", "Lowe", "Marshall", "Martinez", "Mason", "McCoy",
  "McKenzie", "Meyer", "Mitchell", "Morales", "Murphy", "Nash", "Nelson", "Novak", "O'Brien",
  "Olsen", "Ortega", "Palmer", "Parker", "Patel", "Pearson", "Perry", "Porter", "Quinn",
  "Ramirez", "Reed", "Reyes", "Richards", "Riley", "Rivera", "Roberts", "Russo", "Sanders",
  "Schmidt", "Schultz", "Shaw", "Simmons", "Sullivan", "Thornton", "Tucker", "Turner", "Vargas",
  "Vaughn", "Walker", "Wallace", "Warren", "Watson", "Weaver", "Webb", "Wheeler", "Whitaker",
  "Wolfe", "Wright", "Young", "Zimmerman", "Nguyen", "Tran", "Kim", "Okafor", "Haddad",
];

// prettier-ignore
export const FIRST_NAMES = [
  "James", "Maria", "Robert", "Linda", "Michael", "Patricia", "David", "Jennifer", "William",
  "Elizabeth", "Richard", "Susan", "Joseph", "Jessica", "Thomas", "Sarah", "Carlos", "Karen",
  "Daniel", "Lisa", "Matthew", "Nancy", "Anthony", "Sandra", "Mark", "Ashley", "Steven",
  "Kimberly", "Andrew", "Emily", "Kevin", "Donna", "Brian", "Michelle", "George", "Carol",
  "Edward", "Amanda", "Ronald", "Melissa", "Timothy", "Deborah", "Jason", "Stephanie", "Jeffrey",
  "Rebecca", "Ryan", "Laura", "Jacob", "Sharon", "Gary", "Cynthia", "Nicholas", "Kathleen",
  "Eric", "Amy", "Jonathan", "Angela", "Luis", "Rosa", "Dwayne", "Tamika", "Hiro", "Mei",
  "Priya", "Raj", "Omar", "Fatima", "Tyler", "Brittany", "Marcus", "Keisha", "Wei", "Anh",
  "Diego", "Lucia", "Sean", "Megan", "Trevor", "Heather", "Cody", "Danielle", "Grace", "Victor",
];
