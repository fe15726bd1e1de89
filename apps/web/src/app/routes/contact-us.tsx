import { Screen } from '../../components/ui/screen';
import { getRoute } from '../../config/routes';
import { ContactForm } from '../../features/contact/components/contact-form';
import { t } from '../../i18n/language';

export default function ContactUsScreen() {
  return (
    <Screen title={getRoute('client.contact.us').title} lead={t.contact.lead}>
      <ContactForm />
    </Screen>
  );
}
