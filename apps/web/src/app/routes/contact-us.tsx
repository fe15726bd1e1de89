import { Screen } from '../../components/ui/screen';
import { getRoute } from '../../config/routes';
import { ContactForm } from '../../features/contact/components/contact-form';
import { ar } from '../../i18n/ar';

export default function ContactUsScreen() {
  return (
    <Screen title={getRoute('client.contact.us').title} lead={ar.contact.lead}>
      <ContactForm />
    </Screen>
  );
}
