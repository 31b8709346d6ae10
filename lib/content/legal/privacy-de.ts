// The privacy policy is a fixed German text in every language (docs/product-rules.md#public-pages). It follows the Swiss
// Federal Act on Data Protection (revDSG / revFADP) and describes what this product really does.
import type { LegalDocument } from "./types";

export const PRIVACY_DE: LegalDocument = {
  title: "Datenschutzerklärung",
  updated: "22. November 2026",
  sections: [
    {
      heading: "1. Verantwortliche Stelle",
      paragraphs: [
        "Verantwortlich für die Bearbeitung Ihrer Personendaten ist die Beraterwahl GmbH, Bahnhofstrasse 10, 8001 Zürich, Schweiz (team@beraterwahl.ch). Wir bearbeiten Personendaten nach dem schweizerischen Bundesgesetz über den Datenschutz (DSG) und der Datenschutzverordnung (DSV).",
      ],
    },
    {
      heading: "2. Welche Daten wir bearbeiten",
      paragraphs: [
        "Besucherinnen und Besucher: technisch notwendige Daten (IP-Adresse, Zeitpunkt, aufgerufene Seite, Browser) in Server-Protokollen, die wir nach spätestens 30 Tagen löschen.",
        "Bewertende Kundinnen und Kunden: Anrede, Vor- und Nachname, E-Mail-Adresse, die Antworten auf den Fragebogen, Kommentar, Sprache und gewählte Beratungsthemen.",
        "Beraterinnen, Berater und Unternehmen: Profilangaben (Name, Adresse, Kontaktangaben, Foto, Einführungstext, Qualifikationen, Sprachen, Themen, Links), Anmeldedaten, Abonnementsdaten und Statistiken.",
        "Kontakt-, Feedback- und Einladungsformulare: die Angaben, die Sie im Formular machen.",
      ],
    },
    {
      heading: "3. Was öffentlich ist und was nicht",
      paragraphs: [
        "Veröffentlicht werden Bewertungen mit dem Namen in der von Ihnen gewählten Darstellung (voller Name, Vorname mit Initiale des Nachnamens oder nur Vorname).",
        "Die E-Mail-Adressen von Kundinnen und Kunden werden nie öffentlich angezeigt und nie an Beraterinnen oder Berater herausgegeben.",
        "Der persönliche Link zum Bearbeiten einer Bewertung enthält ein geheimes Token. Wir speichern nur einen kryptografischen Hashwert davon, nie das Token selbst; dasselbe gilt für Verifizierungscodes und andere Geheimnisse.",
      ],
    },
    {
      heading: "4. Cookies und Analyse",
      paragraphs: [
        "Für den Betrieb notwendige Cookies (Sitzung, Sprachwahl) setzen wir ohne Einwilligung.",
        "Ein Analysedienst wird erst geladen, nachdem Sie im Cookie-Dialog «Alle akzeptieren» gewählt haben. Ohne diese Einwilligung werden keine Analyse-Skripte geladen und keine Analyse-Ereignisse gesendet. Ihre Wahl wird in Ihrem Browser gespeichert; Sie können sie jederzeit widerrufen, indem Sie die gespeicherten Website-Daten löschen.",
      ],
    },
    {
      heading: "5. Zwecke",
      paragraphs: [
        "Wir bearbeiten Personendaten, um die Plattform zu betreiben, Bewertungen zu veröffentlichen und zu moderieren, Nachrichten weiterzuleiten, Abonnemente abzurechnen, Missbrauch zu verhindern und die Plattform zu verbessern.",
      ],
    },
    {
      heading: "6. Hosting und Auftragsbearbeiter",
      paragraphs: [
        "Die Plattform und ihre Datenbank werden bei einem Hosting-Anbieter mit Rechenzentren in der Schweiz betrieben.",
        "Zahlungen: Abonnemente werden über Stripe Payments Europe Ltd. (Irland) abgewickelt. Stripe erhält die für die Zahlung nötigen Angaben; Kartendaten gelangen nie zu uns.",
        "E-Mail-Versand: E-Mails versenden wir über einen SMTP-Dienstleister, der die Nachrichten nur zur Zustellung bearbeitet.",
        "Geokodierung: Postleitzahlen und Orte lösen wir mit einem lokalen Verzeichnis auf Grundlage von GeoNames (www.geonames.org, CC BY 4.0) auf; dabei werden keine Daten an GeoNames übermittelt.",
        "Wo Daten in ein Land ohne angemessenes Datenschutzniveau gelangen, stützen wir uns auf die Standardvertragsklauseln der EU-Kommission in der von der Schweiz anerkannten Form.",
      ],
    },
    {
      heading: "7. Aufbewahrung",
      paragraphs: [
        "Wir bewahren Personendaten so lange auf, wie es für die genannten Zwecke nötig ist oder das Gesetz es verlangt. Deaktiviert eine Beraterin oder ein Berater das Konto, sind Profil und Bewertungen nicht mehr öffentlich, die Daten bleiben für eine Reaktivierung erhalten, bis das Konto gelöscht wird.",
      ],
    },
    {
      heading: "8. Ihre Rechte",
      paragraphs: [
        "Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Datenherausgabe sowie das Recht, einer Bearbeitung zu widersprechen.",
        "Beraterinnen und Berater können ihre Daten im Profil selbst exportieren und ihr Konto löschen; alternativ genügt eine E-Mail an team@beraterwahl.ch.",
        "Kundinnen und Kunden können ihre Bewertung während des Bearbeitungsfensters über ihren persönlichen Link ändern und jederzeit die Löschung verlangen.",
        "Sie können sich beim Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB) beschweren.",
      ],
    },
    {
      heading: "9. Änderungen",
      paragraphs: ["Wir passen diese Erklärung an, wenn sich unsere Bearbeitungen ändern. Es gilt die hier veröffentlichte Fassung."],
    },
  ],
};
