// The imprint is a fixed German text in every language (docs/product-rules.md#public-pages).
import type { LegalDocument } from "./types";

export const IMPRINT_DE: LegalDocument = {
  title: "Impressum",
  updated: "22. November 2026",
  sections: [
    { heading: "Betreiberin", paragraphs: ["Beraterwahl GmbH", "Bahnhofstrasse 10", "8001 Zürich", "Schweiz"] },
    { heading: "Kontakt", paragraphs: ["E-Mail: team@beraterwahl.ch", "Für Anliegen zu Bewertungen: reports@beraterwahl.ch"] },
    { heading: "Vertretungsberechtigte Personen", paragraphs: ["Die Geschäftsführung der Beraterwahl GmbH."] },
    { heading: "Handelsregister", paragraphs: ["Eingetragen im Handelsregister des Kantons Zürich."] },
    {
      heading: "Haftungsausschluss",
      paragraphs: [
        "Die Inhalte der Profile stammen von den Beraterinnen, Beratern und Unternehmen selbst, Bewertungen von deren Kundinnen und Kunden. Wir prüfen Bewertungen nach unseren Richtlinien, übernehmen aber keine Gewähr für die Richtigkeit, Vollständigkeit und Aktualität der Angaben Dritter.",
        "Für Inhalte verlinkter Websites sind ausschliesslich deren Betreiber verantwortlich.",
      ],
    },
    {
      heading: "Postleitzahldaten",
      paragraphs: [
        "Die Postleitzahlen und Ortschaften stammen von GeoNames (www.geonames.org) und stehen unter der Lizenz Creative Commons Attribution 4.0 (CC BY 4.0).",
      ],
    },
    {
      heading: "Kartengrundlage",
      paragraphs: [
        "Die Kantonsgrenzen der Trefferkarte beruhen auf den generalisierten Gemeindegrenzen des Bundesamts für Statistik (BFS GEOSTAT) und Daten von swisstopo, aufbereitet im Paket swiss-maps von Interactive Things.",
      ],
    },
  ],
};
