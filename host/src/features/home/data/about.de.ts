import { owner } from '@portfolio/shared/owner';
import { formatNumber } from '../../../utils/formatNumber';
import { ABOUT, type About } from './about';

/** The About section in German; the portrait file and the quote's author are ABOUT's. */
export default {
  eyebrow: 'Lernen Sie mich kennen',
  heading: 'Entwickler, Designer, Macher, Innovator',
  portrait: {
    ...ABOUT.portrait,
    alt: `Illustriertes Porträt von ${owner.name}: ein lächelnder Entwickler mit runder Brille, petrolfarbenem Hoodie und Kopfhörern`,
  },
  bio: `Ich bin ${owner.name}, Full-Stack-Entwickler. Ich studiere Informatik (Computer Science and Engineering) und bringe nebenbei echte Produkte an den Start. Mir gefällt der ganze Weg eines Features: die Oberfläche skizzieren, die Daten modellieren, die API schreiben und am letzten Pixel feilen, bis sich alles mühelos anfühlt. Die Disziplin des Cadet College hat mich gelehrt, jeden Tag dranzubleiben; für echte Nutzer zu entwickeln hat mich gelehrt, zuzuhören, zu messen und die Dinge einfach zu halten.`,
  quote: { ...ABOUT.quote, text: 'Einfachheit ist die Seele der Effizienz.' },
  // Soft hyphens (\u00ad): German's long words break inside a highlight's narrow column on a phone,
  // at the joints of their compounds where one fits ("Informatik-studium", not "Informatikstu-dium").
  highlights: [
    { value: `${formatNumber(2, 'de')}+`, label: 'Jahre Erfahrung in der Web\u00adentwicklung' },
    { value: formatNumber(9, 'de'), label: 'Kern\u00adtechno\u00adlogien im täg\u00adlichen Einsatz' },
    { value: formatNumber(3.89, 'de', 2), label: 'Noten\u00adschnitt (CGPA) im Informatik\u00adstudium' },
  ],
} satisfies About;
