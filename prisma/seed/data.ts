// Static lists for the demo and benchmark data: names, streets, company names, texts.
// Everything here is invented; any resemblance to real persons or firms is coincidental.
import type { Canton } from "../../lib/db/generated/enums";

export type Region = "de" | "fr" | "it";
export type Gendered = { m: readonly string[]; f: readonly string[] };

// ------------------------------------------------------------------ people

export const GIVEN_NAMES: Record<Region | "en", Gendered> = {
  de: {
    m: [
      "Daniel", "Thomas", "Peter", "Michael", "Markus", "Andreas", "Martin", "Christian", "Stefan", "Marco",
      "Patrick", "Reto", "Urs", "Beat", "Roger", "Simon", "Lukas", "David", "Adrian", "Philipp",
      "Matthias", "Raphael", "Fabian", "Roman", "Dominik", "Pascal", "Jonas", "Samuel", "Nicolas", "Hans",
      "Bruno", "Rolf", "Christoph", "Severin", "Florian", "Mathias", "Silvan", "Cyrill", "Tobias", "Kevin",
    ],
    f: [
      "Maria", "Anna", "Sandra", "Nicole", "Barbara", "Andrea", "Claudia", "Daniela", "Karin", "Monika",
      "Sarah", "Laura", "Julia", "Lea", "Simone", "Manuela", "Corinne", "Franziska", "Katharina", "Martina",
      "Esther", "Ursula", "Regula", "Brigitte", "Petra", "Sabrina", "Jasmin", "Melanie", "Nadine", "Stephanie",
      "Rahel", "Seraina", "Céline", "Lara", "Anja", "Tanja", "Fabienne", "Michelle", "Carmen", "Vreni",
    ],
  },
  fr: {
    m: [
      "Jean", "Pierre", "Nicolas", "Philippe", "Olivier", "Christophe", "Laurent", "Sébastien", "Frédéric", "Julien",
      "Alain", "Yves", "Pascal", "Jérôme", "Mathieu", "Cédric", "Grégoire", "Vincent", "Antoine", "Alexandre",
      "Michel", "Bernard", "Thierry", "Raphaël", "Guillaume", "Loïc", "Maxime", "Benoît", "Damien", "Romain",
    ],
    f: [
      "Marie", "Nathalie", "Isabelle", "Sophie", "Valérie", "Sandrine", "Christine", "Catherine", "Anne", "Caroline",
      "Stéphanie", "Céline", "Aurélie", "Camille", "Julie", "Laure", "Mélanie", "Émilie", "Chantal", "Françoise",
      "Virginie", "Delphine", "Joëlle", "Sylvie", "Élodie", "Manon", "Chloé", "Sarah", "Noémie", "Léa",
    ],
  },
  it: {
    m: [
      "Marco", "Luca", "Paolo", "Andrea", "Giovanni", "Matteo", "Alessandro", "Davide", "Stefano", "Roberto",
      "Fabio", "Claudio", "Massimo", "Giorgio", "Mauro", "Fabrizio", "Simone", "Nicola", "Daniele", "Lorenzo",
    ],
    f: [
      "Giulia", "Francesca", "Chiara", "Sara", "Laura", "Elena", "Valentina", "Federica", "Alessandra", "Silvia",
      "Paola", "Monica", "Cristina", "Barbara", "Manuela", "Sabrina", "Daniela", "Martina", "Elisa", "Roberta",
    ],
  },
  en: {
    m: ["James", "John", "Michael", "David", "Richard", "Daniel", "Thomas", "Mark", "Paul", "Andrew", "Peter", "Robert"],
    f: ["Sarah", "Emma", "Laura", "Emily", "Jessica", "Rachel", "Hannah", "Kate", "Olivia", "Rebecca", "Sophie", "Claire"],
  },
};

export const FAMILY_NAMES: Record<Region | "en", readonly string[]> = {
  de: [
    "Müller", "Meier", "Schmid", "Keller", "Weber", "Huber", "Schneider", "Meyer", "Steiner", "Fischer",
    "Gerber", "Brunner", "Baumann", "Frei", "Zimmermann", "Moser", "Widmer", "Wyss", "Graf", "Roth",
    "Suter", "Baumgartner", "Bachmann", "Studer", "Kaufmann", "Bühler", "Hofmann", "Lüthi", "Kälin", "Marti",
    "Ammann", "Bucher", "Egli", "Hess", "Zürcher", "Aebischer", "Burri", "Frey", "Arnold", "Imhof",
    "Bosshard", "Stalder", "Sutter", "Schwarz", "Vogel", "Koch", "Wenger", "Egger", "Lehmann", "Gut",
    "Blaser", "Rüegg", "Hürlimann", "Lanz", "Kessler", "Bieri", "Zaugg", "Odermatt", "Camenzind", "Tanner",
    "Schürch", "Flückiger", "Grob", "Hug", "Kuhn", "Lang", "Niederberger", "Ott", "Portmann", "Rohner",
  ],
  fr: [
    "Favre", "Rochat", "Bonvin", "Python", "Dubois", "Morel", "Perrin", "Chevalley", "Jaccard", "Cuendet",
    "Rey", "Fontaine", "Monnier", "Pittet", "Girard", "Mottier", "Golay", "Bovet", "Berset", "Clerc",
    "Roulin", "Rossier", "Fournier", "Michel", "Blanc", "Mercier", "Nicolet", "Duc", "Vuilleumier", "Jeanneret",
    "Gobet", "Dupraz", "Cretton", "Fellay", "Barras", "Savioz", "Genoud", "Aubert", "Bochud", "Chappuis",
  ],
  it: [
    "Bernasconi", "Rossi", "Ferrari", "Bianchi", "Lurati", "Pedrazzini", "Galli", "Colombo", "Fontana", "Morandi",
    "Crivelli", "Gianella", "Cattaneo", "Poretti", "Pellandini", "Beffa", "Rusconi", "Bottani", "Guidotti", "Pini",
    "Sala", "Vassalli", "Bernardoni", "Mombelli", "Della Santa", "Balestra", "Zanetti", "Tognola", "Molinari", "Albertini",
  ],
  en: ["Smith", "Miller", "Brown", "Wilson", "Taylor", "Johnson", "Davies", "Evans", "Thompson", "Walker", "White", "Clarke"],
};

/** Families whose roots lie elsewhere: the consultant also speaks that language (ids of SPOKEN_LANGUAGES, lib/consultants/languages.ts). */
export const OTHER_ORIGINS: readonly { language: string; m: readonly string[]; f: readonly string[]; family: readonly string[] }[] = [
  { language: "sq", m: ["Arben", "Driton", "Valon", "Besnik", "Fatmir"], f: ["Besa", "Liridona", "Arta", "Drita", "Albana"], family: ["Krasniqi", "Berisha", "Gashi", "Hoxha", "Shala", "Morina"] },
  { language: "sr", m: ["Marko", "Nikola", "Stefan", "Milan"], f: ["Jelena", "Milica", "Ana", "Tamara"], family: ["Petrović", "Jovanović", "Nikolić", "Marković", "Đorđević"] },
  { language: "hr", m: ["Luka", "Ivan", "Josip", "Mario"], f: ["Ivana", "Marija", "Petra", "Katarina"], family: ["Horvat", "Kovačević", "Babić", "Marić", "Jurić"] },
  { language: "pt", m: ["João", "Tiago", "Rui", "Pedro"], f: ["Ana", "Inês", "Sofia", "Catarina"], family: ["Ferreira", "Rodrigues", "Silva", "Santos", "Pereira"] },
  { language: "tr", m: ["Mehmet", "Emre", "Can", "Murat"], f: ["Elif", "Ayşe", "Zeynep", "Derya"], family: ["Yılmaz", "Demir", "Kaya", "Şahin", "Öztürk"] },
  { language: "es", m: ["Javier", "Carlos", "Miguel"], f: ["Lucía", "Carmen", "Elena"], family: ["García", "Martínez", "López", "Fernández"] },
  { language: "ta", m: ["Kumaran", "Sivakumar", "Tharshan"], f: ["Tharshika", "Nirosha", "Kavitha"], family: ["Sivarajah", "Thambiah", "Kanagaratnam"] },
  { language: "mk", m: ["Stefan", "Goran", "Dejan"], f: ["Elena", "Biljana", "Marija"], family: ["Stojanovski", "Nikolovski", "Trajkovski"] },
  { language: "nl", m: ["Joris", "Pieter", "Bram"], f: ["Femke", "Anouk", "Sanne"], family: ["de Vries", "van Dijk", "Jansen", "Bakker"] },
  { language: "ru", m: ["Dmitri", "Alexei", "Sergei"], f: ["Olga", "Natalia", "Irina"], family: ["Ivanova", "Smirnov", "Petrova", "Volkov"] },
  { language: "ar", m: ["Karim", "Samir", "Youssef"], f: ["Leila", "Nour", "Yasmine"], family: ["Haddad", "Khalil", "Mansour"] },
];

export const TITLES: readonly string[] = ["Dr.", "Dr. oec. HSG", "lic. oec.", "lic. iur.", "MSc", "MAS", "Prof. Dr."];

// ------------------------------------------------------------------ addresses

export const STREETS: Record<Region, readonly string[]> = {
  de: [
    "Bahnhofstrasse", "Hauptstrasse", "Dorfstrasse", "Seestrasse", "Poststrasse", "Kirchgasse", "Schulhausstrasse",
    "Industriestrasse", "Gartenstrasse", "Oberdorfstrasse", "Rosenweg", "Sonnenbergstrasse", "Lindenstrasse",
    "Mühlegasse", "Marktgasse", "Bergstrasse", "Feldstrasse", "Birkenweg", "Kreuzstrasse", "Alpenstrasse",
    "Weinbergstrasse", "Rathausgasse", "Zentralstrasse", "Bernstrasse", "Zürcherstrasse", "Badenerstrasse",
    "Stationsstrasse", "Im Grund", "Riedstrasse", "Schützenmattstrasse",
  ],
  fr: [
    "Rue du Marché", "Avenue de la Gare", "Rue du Centre", "Grand-Rue", "Route de Lausanne", "Chemin des Vignes",
    "Rue de la Poste", "Avenue des Alpes", "Chemin du Lac", "Rue du Temple", "Place de la Gare", "Rue de l’Église",
    "Avenue de la Paix", "Route de Genève", "Rue des Moulins", "Chemin de la Forêt", "Rue du Château", "Avenue du Léman",
    "Rue Centrale", "Chemin des Fleurs",
  ],
  it: [
    "Via Cantonale", "Via San Gottardo", "Via della Posta", "Piazza Grande", "Via Stazione", "Via Lugano",
    "Corso San Gottardo", "Via Nassa", "Via ai Monti", "Via Vela", "Via Ciseri", "Via Pretorio", "Via Motta",
    "Via Centrale", "Via alla Chiesa", "Via Simen", "Via Trevano", "Via Borghese",
  ],
};

// Main towns per canton, as the gazetteer spells them: consultants cluster where people live.
export const TOWNS: Record<Canton, readonly string[]> = {
  ZH: ["Zürich", "Winterthur", "Uster", "Dübendorf", "Dietikon", "Wädenswil", "Horgen", "Kloten", "Bülach", "Thalwil", "Meilen", "Wetzikon ZH", "Zollikon"],
  BE: ["Bern", "Biel/Bienne", "Thun", "Köniz", "Burgdorf", "Langenthal", "Spiez", "Interlaken", "Ostermundigen", "Lyss", "Münsingen"],
  LU: ["Luzern", "Emmen", "Kriens", "Sursee", "Hochdorf"],
  UR: ["Altdorf UR", "Erstfeld"],
  SZ: ["Schwyz", "Pfäffikon SZ", "Küssnacht am Rigi", "Einsiedeln", "Lachen SZ", "Freienbach"],
  OW: ["Sarnen", "Sachseln", "Alpnach Dorf"],
  NW: ["Stans", "Hergiswil NW", "Buochs"],
  GL: ["Glarus", "Näfels"],
  ZG: ["Zug", "Baar", "Cham", "Steinhausen", "Rotkreuz"],
  FR: ["Fribourg", "Bulle", "Villars-sur-Glâne", "Düdingen", "Murten", "Estavayer-le-Lac"],
  SO: ["Solothurn", "Olten", "Grenchen", "Dornach", "Balsthal"],
  BS: ["Basel", "Riehen"],
  BL: ["Liestal", "Allschwil", "Muttenz", "Pratteln", "Binningen", "Reinach BL", "Sissach"],
  SH: ["Schaffhausen", "Neuhausen am Rheinfall", "Stein am Rhein"],
  AR: ["Herisau", "Teufen AR", "Heiden"],
  AI: ["Appenzell", "Oberegg"],
  SG: ["St. Gallen", "Rapperswil SG", "Wil SG", "Gossau SG", "Buchs SG", "Rorschach", "Uzwil"],
  GR: ["Chur", "Davos Platz", "St. Moritz", "Ilanz", "Poschiavo", "Roveredo GR"],
  AG: ["Aarau", "Baden", "Wettingen", "Wohlen AG", "Brugg AG", "Lenzburg", "Zofingen", "Rheinfelden"],
  TG: ["Frauenfeld", "Kreuzlingen", "Arbon", "Amriswil", "Weinfelden", "Romanshorn"],
  TI: ["Lugano", "Bellinzona", "Locarno", "Mendrisio", "Chiasso", "Ascona", "Biasca", "Massagno"],
  VD: ["Lausanne", "Montreux", "Vevey", "Nyon", "Yverdon-les-Bains", "Morges", "Pully", "Gland", "Aigle", "Payerne"],
  VS: ["Sion", "Sierre", "Martigny", "Monthey", "Brig", "Visp", "Crans-Montana", "Zermatt"],
  NE: ["Neuchâtel", "La Chaux-de-Fonds", "Le Locle", "Peseux", "Boudry"],
  GE: ["Genève", "Carouge GE", "Meyrin", "Vernier", "Grand-Lancy", "Petit-Lancy"],
  JU: ["Delémont", "Porrentruy", "Saignelégier", "Bassecourt"],
};

/** Resident population in thousands (2023, rounded): how the demo spreads over the cantons. */
export const CANTON_WEIGHTS: Record<Canton, number> = {
  ZH: 1605, BE: 1063, VD: 845, AG: 727, SG: 536, GE: 517, LU: 427, TI: 357, VS: 357, FR: 339, BL: 295, TG: 295, SO: 284,
  GR: 203, BS: 197, NE: 177, SZ: 166, ZG: 131, SH: 85, JU: 74, AR: 56, NW: 44, GL: 41, OW: 39, UR: 38, AI: 17,
};

/** Landmarks that local firms like to put in their names. */
export const LANDMARKS: Record<Canton, readonly string[]> = {
  ZH: ["Zürichsee", "Limmat", "Uetliberg", "Glattal"],
  BE: ["Aare", "Eiger", "Emmental", "Seeland", "Gantrisch"],
  LU: ["Pilatus", "Reuss", "Seetal"],
  UR: ["Gotthard", "Reuss"],
  SZ: ["Mythen", "Rigi"],
  OW: ["Pilatus", "Titlis"],
  NW: ["Titlis", "Stanserhorn"],
  GL: ["Glärnisch", "Tödi"],
  ZG: ["Zugersee", "Lorze", "Rigi"],
  FR: ["Sarine", "Gruyère", "Moléson"],
  SO: ["Weissenstein", "Jura", "Aare"],
  BS: ["Rhein", "Dreiland"],
  BL: ["Birs", "Jura", "Rhein"],
  SH: ["Munot", "Rheinfall"],
  AR: ["Säntis", "Alpstein"],
  AI: ["Säntis", "Alpstein"],
  SG: ["Säntis", "Bodensee", "Churfirsten"],
  GR: ["Calanda", "Engadin", "Rätia"],
  AG: ["Aare", "Reuss", "Lägern"],
  TG: ["Bodensee", "Thur", "Seerücken"],
  TI: ["Ceresio", "Verbano", "San Salvatore", "Leventina"],
  VD: ["Léman", "Lavaux", "Jorat"],
  VS: ["Rhône", "Dent Blanche", "Mont-Rose"],
  NE: ["Trois-Lacs", "Creux-du-Van"],
  GE: ["Léman", "Salève", "Rhône"],
  JU: ["Doubs", "Ajoie", "Franches-Montagnes"],
};

/** Company name patterns; {F} a family name, {G} a second one, {L} a landmark of the canton. */
export const COMPANY_PATTERNS: Record<Region, readonly string[]> = {
  de: [
    "{F} & Partner Finanzberatung AG", "{L} Finanzberatung AG", "{F} Treuhand GmbH", "{L} Vorsorge GmbH",
    "{F} Vermögensverwaltung AG", "Versicherungsberatung {F} GmbH", "{L} Immobilien & Finanz AG", "{F} + {G} Finanzplanung AG",
    "{L} Versicherungsbroker AG", "{F} Steuer- und Vorsorgeberatung GmbH", "{L} Vermögenspartner AG",
  ],
  fr: [
    "{L} Conseil SA", "{F} & Associés Sàrl", "Cabinet {F} SA", "{L} Patrimoine SA", "Fiduciaire {F} SA",
    "{L} Assurances Conseil Sàrl", "{F} Gestion de Fortune SA", "Prévoyance {L} Sàrl", "{F} & {G} Conseils Financiers SA",
  ],
  it: [
    "{F} & Partner SA", "{L} Consulenze Finanziarie SA", "Fiduciaria {F} SA", "Studio {F} Sagl",
    "{L} Gestione Patrimoniale SA", "Consulenze Assicurative {F} Sagl", "{F} & {G} Previdenza SA",
  ],
};

export const COMPANY_INTRODUCTIONS: Record<Region, readonly string[]> = {
  de: [
    "Seit {Y} begleiten wir Privatpersonen, Familien und KMU in {C} bei allen Fragen rund um Vorsorge, Vermögen und Versicherungen. Unser Team verbindet fundiertes Fachwissen mit persönlicher Betreuung – unabhängig, transparent und langfristig.",
    "Wir sind ein inhabergeführtes Beratungsunternehmen mit Sitz in {C}. Unsere Beraterinnen und Berater arbeiten nach den Verhaltensregeln des FIDLEG und legen Kosten und Entschädigungen offen. Ein erstes Gespräch ist für Sie unverbindlich.",
    "Ganzheitliche Finanzplanung aus einer Hand: von der Pensionierungsplanung über die Steueroptimierung bis zur Finanzierung Ihres Eigenheims. Wir nehmen uns Zeit für Ihre Fragen – in {C} und online.",
  ],
  fr: [
    "Depuis {Y}, nous accompagnons particuliers, familles et PME à {C} dans toutes les questions de prévoyance, de patrimoine et d’assurances. Notre équipe allie expertise et suivi personnalisé – en toute indépendance et transparence.",
    "Cabinet indépendant basé à {C}, nous respectons les règles de comportement de la LSFin et communiquons ouvertement nos coûts et rémunérations. Le premier entretien est sans engagement.",
    "Planification financière globale : préparation de la retraite, optimisation fiscale, financement de votre logement. Nous prenons le temps de répondre à vos questions – à {C} comme en ligne.",
  ],
  it: [
    "Dal {Y} accompagniamo privati, famiglie e PMI a {C} in tutte le questioni di previdenza, patrimonio e assicurazioni. Il nostro team unisce competenza e consulenza personalizzata, in modo indipendente e trasparente.",
    "Studio indipendente con sede a {C}: rispettiamo le regole di comportamento della LSerFi e comunichiamo apertamente costi e indennità. Il primo colloquio è senza impegno.",
    "Pianificazione finanziaria globale: pensionamento, ottimizzazione fiscale, finanziamento della sua abitazione. Ci prendiamo il tempo per le sue domande, a {C} e online.",
  ],
};

// ------------------------------------------------------------------ consultant profiles

export const TOPIC_WEIGHTS: Record<string, number> = {
  financial: 26, insurance: 26, realEstate: 12, tax: 9, trust: 9, assetManagement: 11, bank: 7,
};

export const QUALIFICATIONS: Record<Region, Record<string, readonly string[]> & { general: readonly string[] }> = {
  de: {
    financial: ["Finanzplaner/in mit eidg. Fachausweis", "Dipl. Finanzberater/in IAF", "CFP® Certified Financial Planner", "Eidg. dipl. Finanzberater/in"],
    insurance: ["Versicherungsvermittler/in VBV", "Versicherungsfachmann/-frau mit eidg. Fachausweis", "Sozialversicherungsfachmann/-frau mit eidg. Fachausweis", "Eidg. dipl. Versicherungsexperte/-expertin"],
    bank: ["Bankfachmann/-frau mit eidg. Fachausweis", "SAQ Kundenberater/in Bank", "SAQ Affluent Banker"],
    realEstate: ["Immobilienbewerter/in mit eidg. Fachausweis", "Immobilienvermarkter/in mit eidg. Fachausweis", "Dipl. Immobilientreuhänder/in", "MAS in Real Estate"],
    tax: ["Eidg. dipl. Steuerexperte/-expertin", "Fachmann/-frau im Finanz- und Rechnungswesen mit eidg. Fachausweis", "MAS in Taxation"],
    trust: ["Treuhänder/in mit eidg. Fachausweis", "Eidg. dipl. Treuhandexperte/-expertin", "Fachmann/-frau im Finanz- und Rechnungswesen mit eidg. Fachausweis"],
    assetManagement: ["CFA® Charterholder", "Certified Wealth Management Advisor CWMA", "SAQ Wealth Management Advisor", "CAIA® Charterholder"],
    general: ["Betriebsökonom/in FH", "MAS in Finance", "Eidg. dipl. Pensionskassenleiter/in", "EMBA", "Kaufmann/-frau EFZ Bank"],
  },
  fr: {
    financial: ["Planificateur/trice financier/ère avec brevet fédéral", "Conseiller/ère financier/ère diplômé/e IAF", "CFP® Certified Financial Planner"],
    insurance: ["Intermédiaire d’assurance AFA", "Spécialiste en assurance avec brevet fédéral", "Spécialiste en assurances sociales avec brevet fédéral"],
    bank: ["Spécialiste bancaire avec brevet fédéral", "SAQ Conseiller/ère clientèle bancaire"],
    realEstate: ["Courtier/ère en immeubles avec brevet fédéral", "Expert/e en estimations immobilières avec brevet fédéral", "Gérant/e d’immeubles avec brevet fédéral"],
    tax: ["Expert/e fiscal/e diplômé/e", "Spécialiste en finance et comptabilité avec brevet fédéral"],
    trust: ["Spécialiste fiduciaire avec brevet fédéral", "Expert/e fiduciaire diplômé/e"],
    assetManagement: ["CFA® Charterholder", "Certified Wealth Management Advisor CWMA", "SAQ Wealth Management Advisor"],
    general: ["Économiste d’entreprise HES", "MAS en finance", "Bachelor HEC Lausanne", "EMBA"],
  },
  it: {
    financial: ["Pianificatore/trice finanziario/a con attestato professionale federale", "CFP® Certified Financial Planner", "Consulente finanziario/a diplomato/a IAF"],
    insurance: ["Intermediario/a assicurativo/a AFA", "Specialista in assicurazioni con attestato professionale federale"],
    bank: ["Specialista bancario/a con attestato professionale federale", "SAQ Consulente clientela bancaria"],
    realEstate: ["Mediatore/trice immobiliare con attestato professionale federale", "Perito/a immobiliare con attestato professionale federale"],
    tax: ["Esperto/a fiscale diplomato/a", "Specialista in finanza e contabilità con attestato professionale federale"],
    trust: ["Fiduciario/a con attestato professionale federale", "Esperto/a fiduciario/a diplomato/a"],
    assetManagement: ["CFA® Charterholder", "Certified Wealth Management Advisor CWMA"],
    general: ["Economista aziendale SUP", "MAS in Finance", "Bachelor in Economia USI"],
  },
};

/** Tags as consultants write them, in their region's language. */
export const TAGS: Record<Region, Record<string, readonly string[]> & { general: readonly string[] }> = {
  de: {
    financial: ["Pensionierungsplanung", "Säule 3a", "Vorsorge", "Budgetberatung", "Finanzplanung", "Frühpensionierung", "Familien", "Vermögensaufbau"],
    insurance: ["Krankenkasse", "Lebensversicherung", "Haftpflicht", "Hausrat", "Invalidität", "Todesfallrisiko", "Motorfahrzeugversicherung", "Rechtsschutz"],
    bank: ["Hypotheken", "Kredite", "Sparen", "Kontoeröffnung", "Zahlungsverkehr", "Leasing"],
    realEstate: ["Eigenheim", "Immobilienbewertung", "Hypotheken", "Stockwerkeigentum", "Renditeliegenschaften", "Immobilienverkauf", "Tragbarkeit"],
    tax: ["Steueroptimierung", "Steuererklärung", "PK-Einkauf", "Erbschaft", "Grundstückgewinnsteuer", "Quellensteuer"],
    trust: ["Buchhaltung", "Lohnbuchhaltung", "Firmengründung", "Jahresabschluss", "Mehrwertsteuer", "Nachfolgeplanung", "Erbteilung"],
    assetManagement: ["ETF", "Nachhaltige Anlagen", "Anlagestrategie", "Aktien", "Obligationen", "Vermögensverwaltung", "Freizügigkeitsgelder"],
    general: ["KMU", "Selbständige", "Expats", "Grenzgänger", "Ärzte", "Landwirtschaft", "Junge Erwachsene", "Frauen und Finanzen", "Scheidung", "Erstberatung gratis"],
  },
  fr: {
    financial: ["Planification de la retraite", "3e pilier", "Prévoyance", "Budget", "Planification financière", "Retraite anticipée", "Familles"],
    insurance: ["Assurance maladie", "Assurance-vie", "Responsabilité civile", "Ménage", "Invalidité", "Protection juridique", "Assurance auto"],
    bank: ["Hypothèques", "Crédits", "Épargne", "Leasing", "Trafic des paiements"],
    realEstate: ["Achat immobilier", "Estimation", "PPE", "Immeubles de rendement", "Vente immobilière", "Capacité financière"],
    tax: ["Optimisation fiscale", "Déclaration d’impôts", "Rachat LPP", "Succession", "Impôt à la source"],
    trust: ["Comptabilité", "Salaires", "Création d’entreprise", "Bouclement", "TVA", "Planification successorale"],
    assetManagement: ["ETF", "Placements durables", "Stratégie de placement", "Actions", "Obligations", "Libre passage"],
    general: ["PME", "Indépendants", "Expatriés", "Frontaliers", "Médecins", "Agriculteurs", "Jeunes adultes", "Divorce"],
  },
  it: {
    financial: ["Pianificazione del pensionamento", "Pilastro 3a", "Previdenza", "Budget", "Pianificazione finanziaria", "Famiglie"],
    insurance: ["Cassa malati", "Assicurazione vita", "Responsabilità civile", "Economia domestica", "Invalidità", "Protezione giuridica"],
    bank: ["Ipoteche", "Crediti", "Risparmio", "Leasing"],
    realEstate: ["Acquisto casa", "Stima immobiliare", "Proprietà per piani", "Immobili a reddito", "Vendita immobiliare"],
    tax: ["Ottimizzazione fiscale", "Dichiarazione d’imposta", "Riscatto LPP", "Successione", "Imposta alla fonte"],
    trust: ["Contabilità", "Salari", "Costituzione di società", "Chiusura annuale", "IVA"],
    assetManagement: ["ETF", "Investimenti sostenibili", "Strategia d’investimento", "Azioni", "Obbligazioni", "Libero passaggio"],
    general: ["PMI", "Indipendenti", "Frontalieri", "Medici", "Giovani adulti", "Divorzio"],
  },
};

/** {T} topics, {Y} years of experience, {C} city, {Q} main qualification. */
export const CONSULTANT_INTRODUCTIONS: Record<Region, readonly string[]> = {
  de: [
    "Ich berate Sie seit über {Y} Jahren in {T}. Mir ist wichtig, dass Sie jede Empfehlung verstehen und selbst entscheiden können – ohne Zeitdruck und mit offengelegten Kosten.",
    "Als {Q} begleite ich Privatpersonen und Familien in {C} und Umgebung. Schwerpunkte: {T}. Das erste Gespräch ist unverbindlich und kostenlos.",
    "Gute Beratung beginnt mit Zuhören. Gemeinsam analysieren wir Ihre Situation und entwickeln eine Lösung, die zu Ihnen passt. Meine Themen: {T}.",
    "Seit {Y} Jahren unterstütze ich Kundinnen und Kunden bei {T}. Ich arbeite transparent nach FIDLEG und nehme mir Zeit für Ihre Fragen – gerne auch abends oder per Video.",
  ],
  fr: [
    "Je vous conseille depuis plus de {Y} ans en matière de {T}. Il m’importe que vous compreniez chaque recommandation et décidiez en toute liberté, sans pression et avec des coûts transparents.",
    "En tant que {Q}, j’accompagne particuliers et familles à {C} et environs. Mes domaines : {T}. Le premier entretien est gratuit et sans engagement.",
    "Un bon conseil commence par l’écoute. Ensemble, nous analysons votre situation et élaborons une solution qui vous correspond. Mes thèmes : {T}.",
  ],
  it: [
    "Da oltre {Y} anni la consiglio in materia di {T}. Per me è importante che lei comprenda ogni raccomandazione e decida liberamente, senza pressioni e con costi trasparenti.",
    "Come {Q} accompagno privati e famiglie a {C} e dintorni. I miei ambiti: {T}. Il primo colloquio è gratuito e senza impegno.",
    "Una buona consulenza inizia con l’ascolto. Insieme analizziamo la sua situazione e troviamo la soluzione adatta a lei. I miei temi: {T}.",
  ],
};

export const TOPIC_WORDS: Record<Region, Record<string, string>> = {
  de: { financial: "Finanz- und Vorsorgeplanung", insurance: "Versicherungsfragen", bank: "Bank- und Finanzierungsfragen", realEstate: "Immobilien", tax: "Steuerfragen", trust: "Treuhand", assetManagement: "Vermögensverwaltung" },
  fr: { financial: "planification financière et prévoyance", insurance: "assurances", bank: "questions bancaires", realEstate: "immobilier", tax: "fiscalité", trust: "fiduciaire", assetManagement: "gestion de fortune" },
  it: { financial: "pianificazione finanziaria e previdenza", insurance: "assicurazioni", bank: "questioni bancarie", realEstate: "immobili", tax: "fiscalità", trust: "fiduciaria", assetManagement: "gestione patrimoniale" },
};

export const MAIL_PROVIDERS: readonly string[] = ["bluewin.ch", "gmail.com", "gmx.ch", "sunrise.ch", "hispeed.ch", "outlook.com", "protonmail.ch", "icloud.com"];

/** Area codes by canton, for landline numbers. */
export const AREA_CODES: Record<Canton, readonly string[]> = {
  ZH: ["44", "43", "52"], BE: ["31", "33", "34", "32"], LU: ["41"], UR: ["41"], SZ: ["41", "55"], OW: ["41"], NW: ["41"],
  GL: ["55"], ZG: ["41"], FR: ["26"], SO: ["32", "62"], BS: ["61"], BL: ["61"], SH: ["52"], AR: ["71"], AI: ["71"],
  SG: ["71", "55", "81"], GR: ["81"], AG: ["62", "56"], TG: ["71", "52"], TI: ["91"], VD: ["21", "24", "22"],
  VS: ["27", "24"], NE: ["32"], GE: ["22"], JU: ["32"],
};

// ------------------------------------------------------------------ evaluation texts

export type Sentiment = "positive" | "mixed" | "negative";
export type EvaluationLanguage = "de" | "fr" | "it" | "en";

export const COMMENT_SENTENCES: Record<EvaluationLanguage, Record<Sentiment, readonly string[]>> = {
  de: {
    positive: [
      "Sehr kompetente und freundliche Beratung.",
      "Ich habe mich von Anfang an gut aufgehoben gefühlt.",
      "Alle Kosten wurden offen dargelegt, auch die Entschädigungen der Anbieter.",
      "Die Pensionierungsplanung war verständlich aufbereitet und hat uns viel Klarheit gegeben.",
      "Unsere Fragen zur Hypothek wurden geduldig und ausführlich beantwortet.",
      "Dank der Steueroptimierung sparen wir jedes Jahr einen schönen Betrag.",
      "Die Offerten verschiedener Versicherer wurden neutral verglichen.",
      "Termine wurden immer eingehalten und Rückfragen rasch beantwortet.",
      "Es gab nie Druck, etwas abzuschliessen.",
      "Endlich jemand, der komplizierte Dinge einfach erklären kann.",
      "Die Beratung war auf unsere Familiensituation zugeschnitten.",
      "Nach dem Gespräch hatte ich eine klare schriftliche Zusammenfassung.",
    ],
    mixed: [
      "Fachlich gut, aber die Erreichbarkeit könnte besser sein.",
      "Die Beratung war hilfreich, die Unterlagen kamen allerdings erst nach mehrmaligem Nachfragen.",
      "Insgesamt zufrieden, auch wenn die Kosten erst auf meine Frage hin erklärt wurden.",
      "Kompetent, aber teilweise etwas zu sehr auf die Produkte des eigenen Hauses fokussiert.",
      "Das Gespräch war angenehm, die Empfehlung hätte ich mir etwas ausführlicher begründet gewünscht.",
      "Gute Ideen, die Umsetzung hat aber länger gedauert als versprochen.",
    ],
    negative: [
      "Ich fühlte mich unter Druck gesetzt, rasch zu unterschreiben.",
      "Die Kosten und Provisionen wurden nicht offengelegt.",
      "Auf E-Mails kam oft tagelang keine Antwort.",
      "Meine Situation wurde kaum abgeklärt, es ging nur um den Abschluss.",
      "Die Beratung war oberflächlich und die Unterlagen fehlerhaft.",
      "Leider wurden wichtige Fragen zur Vorsorge nicht beantwortet.",
    ],
  },
  fr: {
    positive: [
      "Conseil très compétent et agréable.",
      "Je me suis senti en confiance dès le premier rendez-vous.",
      "Tous les coûts ont été présentés de manière transparente, rétrocessions comprises.",
      "La planification de la retraite était claire et nous a beaucoup rassurés.",
      "Nos questions sur l’hypothèque ont reçu des réponses patientes et détaillées.",
      "Grâce à l’optimisation fiscale, nous économisons chaque année un montant appréciable.",
      "Les offres de plusieurs assureurs ont été comparées de façon neutre.",
      "Toujours ponctuel et très réactif.",
      "Aucune pression pour signer quoi que ce soit.",
      "Enfin quelqu’un qui explique simplement des sujets compliqués.",
    ],
    mixed: [
      "Bonnes compétences, mais difficile à joindre.",
      "Conseil utile, mais les documents sont arrivés après plusieurs relances.",
      "Globalement satisfait, même si les coûts n’ont été expliqués que sur demande.",
      "Compétent, mais un peu trop centré sur les produits de sa propre maison.",
      "Entretien agréable, j’aurais aimé une recommandation mieux argumentée.",
    ],
    negative: [
      "Je me suis senti poussé à signer rapidement.",
      "Les coûts et commissions n’ont pas été communiqués.",
      "Mes e-mails restaient souvent sans réponse pendant des jours.",
      "Ma situation n’a guère été analysée, seule la vente comptait.",
      "Conseil superficiel et documents erronés.",
    ],
  },
  it: {
    positive: [
      "Consulenza molto competente e cordiale.",
      "Mi sono sentito in buone mani fin dal primo incontro.",
      "Tutti i costi sono stati esposti in modo trasparente, incluse le retrocessioni.",
      "La pianificazione del pensionamento era chiara e ci ha dato molta sicurezza.",
      "Le nostre domande sull’ipoteca hanno ricevuto risposte pazienti e dettagliate.",
      "Grazie all’ottimizzazione fiscale risparmiamo ogni anno una bella somma.",
      "Sempre puntuale e molto disponibile.",
      "Nessuna pressione per firmare.",
      "Finalmente qualcuno che spiega in modo semplice cose complicate.",
    ],
    mixed: [
      "Competente, ma non sempre facile da raggiungere.",
      "Consulenza utile, ma i documenti sono arrivati solo dopo diversi solleciti.",
      "Nel complesso soddisfatto, anche se i costi sono stati spiegati solo su richiesta.",
      "Colloquio piacevole, avrei però voluto una raccomandazione più motivata.",
    ],
    negative: [
      "Mi sono sentito spinto a firmare in fretta.",
      "I costi e le provvigioni non sono stati comunicati.",
      "Le mie e-mail restavano spesso senza risposta per giorni.",
      "La mia situazione non è stata analizzata, contava solo la vendita.",
    ],
  },
  en: {
    positive: [
      "Very knowledgeable and friendly advice.",
      "As an expat I finally understood the Swiss pension system.",
      "All costs, including third-party commissions, were disclosed up front.",
      "The retirement plan was clear and easy to follow.",
      "Our mortgage questions were answered patiently and in detail.",
      "Always on time and quick to reply.",
      "No pressure at all to sign anything.",
    ],
    mixed: [
      "Good expertise, but hard to reach at times.",
      "Helpful advice, although the documents only came after several reminders.",
      "Satisfied overall, even though costs were only explained when I asked.",
    ],
    negative: [
      "I felt pushed to sign quickly.",
      "Costs and commissions were not disclosed.",
      "Emails often went unanswered for days.",
      "My situation was hardly looked at; it was all about the sale.",
    ],
  },
};

export const COMMENT_CLOSINGS: Record<EvaluationLanguage, Record<Sentiment, readonly string[]>> = {
  de: { positive: ["Sehr empfehlenswert!", "Herzlichen Dank!", "Jederzeit wieder.", ""], mixed: ["", "Mit etwas mehr Verbindlichkeit wären es fünf Sterne."], negative: ["Nicht zu empfehlen.", ""] },
  fr: { positive: ["Je recommande vivement !", "Merci beaucoup !", ""], mixed: ["", "Avec un meilleur suivi, ce serait parfait."], negative: ["Je ne recommande pas.", ""] },
  it: { positive: ["Consigliatissimo!", "Grazie mille!", ""], mixed: ["", "Con un miglior seguito sarebbe perfetto."], negative: ["Non lo consiglio.", ""] },
  en: { positive: ["Highly recommended!", "Many thanks!", ""], mixed: ["", "With better follow-up it would be five stars."], negative: ["Would not recommend.", ""] },
};

export const CONSULTANT_REPLIES: Record<EvaluationLanguage, Record<Sentiment, readonly string[]>> = {
  de: {
    positive: ["Herzlichen Dank für Ihr Vertrauen und die schöne Bewertung!", "Vielen Dank – es freut mich, dass ich Ihnen weiterhelfen konnte.", "Danke für die tolle Zusammenarbeit, ich freue mich auf das nächste Gespräch."],
    mixed: ["Danke für Ihr offenes Feedback. Die Unterlagen sende ich künftig direkt nach dem Termin.", "Vielen Dank für Ihre Rückmeldung – an meiner Erreichbarkeit arbeite ich."],
    negative: ["Es tut mir leid, dass Sie unzufrieden sind. Gerne bespreche ich Ihre Anliegen persönlich – bitte melden Sie sich bei mir.", "Danke für Ihre Rückmeldung. Die Kosten sind in der Offerte aufgeführt; ich erkläre sie Ihnen gerne nochmals im Detail."],
  },
  fr: {
    positive: ["Merci beaucoup pour votre confiance et ce bel avis !", "Un grand merci – je suis ravi d’avoir pu vous aider."],
    mixed: ["Merci pour votre retour franc. Je vous enverrai désormais les documents directement après le rendez-vous."],
    negative: ["Je regrette que vous soyez déçu. Je vous propose d’en discuter personnellement – n’hésitez pas à me contacter."],
  },
  it: {
    positive: ["Grazie mille per la fiducia e la bella valutazione!", "Grazie, sono lieto di averla potuta aiutare."],
    mixed: ["Grazie per il riscontro sincero: d’ora in poi le invierò i documenti subito dopo l’incontro."],
    negative: ["Mi dispiace che non sia soddisfatto. Le propongo di parlarne di persona: mi contatti pure."],
  },
  en: {
    positive: ["Thank you very much for your trust and the kind review!"],
    mixed: ["Thanks for the honest feedback – I will send documents right after our meetings from now on."],
    negative: ["I am sorry you were disappointed. I would be glad to discuss it in person – please get in touch."],
  },
};

export const HIDDEN_REASONS: readonly string[] = [
  "Verstoss gegen die Richtlinien: beleidigende Äusserungen gegenüber der beratenden Person.",
  "Es bestand nachweislich keine Geschäftsbeziehung; die Bewertung erfüllt die Voraussetzungen nicht.",
  "Verdacht auf Manipulation: mehrere gleichlautende Bewertungen aus derselben Quelle.",
];

export const REPORT_COMMENTS: readonly string[] = [
  "Diese Person war nie meine Kundin; ich kann den Namen keinem Mandat zuordnen.",
  "Die Aussagen zu den Kosten sind falsch, die Offerte liegt mir unterschrieben vor.",
  "Der Kommentar enthält persönliche Angriffe.",
  "Die Bewertung betrifft einen anderen Berater unserer Firma.",
];

export const SALES_AGENT_COMPANIES: readonly string[] = ["Vertriebspartner Schweiz GmbH", "Swiss Sales Network AG", "Réseau Conseil Romand Sàrl"];
