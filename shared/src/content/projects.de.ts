import type { ProjectWordsBySlug } from './projects';

/** The projects' words in German, by slug (projects.ts); the titles are names and stay. */
const PROJECT_WORDS_DE: ProjectWordsBySlug = {
  eventsphere: {
    description:
      'Eine Event-Plattform, auf der Veranstalter ihre Events veröffentlichen und Besucher KI-gestützte Vorschläge passend zu ihren Interessen bekommen. Paginierte Listen halten das Stöbern schnell, Tickets werden über einen integrierten Checkout bezahlt.',
    coverAlt:
      'Startseite von EventSphere: ein Suchbanner, drei Event-Karten mit Datum und „Buy ticket“-Buttons, Seitenzahlen, ein Panel mit KI-Empfehlungen und ein sicherer Checkout.',
  },
  inkwell: {
    description:
      'Eine Blog-Anwendung, deren Feed beim Scrollen weitere Beiträge nachlädt, ganz ohne Seitenwechsel. Serverseitig gerenderte Seiten, Meta-Tags und sprechende URLs sorgen dafür, dass Suchmaschinen jeden Beitrag finden.',
    coverAlt:
      'Feed von Inkwell Blog: drei Beitragskarten mit Autor und Lesezeit, ein Spinner, der weitere Beiträge lädt, Tags zu Trendthemen und eine Suchergebnis-Vorschau mit einem SEO-Score von 100.',
  },
  'cse-carnival': {
    description:
      'Die Event-Plattform eines Informatik-Fachbereichs (CSE) für Programmierwettbewerbe, Hackathons und Projektausstellungen. Studierende melden Teams an, verfolgen Countdowns und sehen das Leaderboard live.',
    coverAlt:
      'Dashboard von CSE Carnival: Tabs für Wettbewerbe, Hackathons und Ausstellungen, ein Countdown zum Programmierwettbewerb mit „Register“-Button, Karten zu Hackathon und Ausstellung und ein Team-Leaderboard.',
  },
  lifeline: {
    description:
      'Eine Plattform für Hilfe und Notfälle, die Menschen mit Ärzten, Blutspendern und Freiwilligen zusammenbringt. Besucher buchen Termine, chatten mit Helfenden und erhalten Notfallmeldungen in Echtzeit.',
    coverAlt:
      'Startseite von LifeLine: ein roter Notfallaufruf zur Blutspende, Karten für Ärzte, Blutspender nach Blutgruppe und Freiwillige, ein Terminkalender und ein Chat mit dem Freiwilligen-Team.',
  },
  'star-bounce': {
    description:
      'Ein 2D-Ballspiel, in dem Sie über schwebende Plattformen springen und in immer schwereren Levels Sterne sammeln. Die Rangliste ordnet die Spieler danach, wie schnell sie jedes Level schaffen.',
    coverAlt:
      'Star Bounce, Level 3: ein leuchtender Ball springt unter einem Nachthimmel zwischen grasbewachsenen Plattformen auf Sterne und eine Zielflagge zu, dazu ein Timer, zwei von drei gesammelten Sternen und eine Bestzeitentabelle.',
  },
  'foodie-express': {
    description:
      'Eine App zum Essenbestellen: Menü nach Kategorien durchsehen, den Warenkorb füllen und mit wenigen Taps bezahlen. Kunden bestellen aus ihrem Bestellverlauf erneut und bewerten Gerichte mit Sternen.',
    coverAlt:
      'Menü von Foodie Express: Kategoriefilter, ein Burger, eine Pizza und eine Bowl mit Preisen und Hinzufügen-Buttons, Kundenbewertungen mit Sternen und eine Bestellübersicht mit Gesamtsumme, „Order now“-Button und früheren Bestellungen.',
  },
};

export default PROJECT_WORDS_DE;
