import type { en } from './en';

export const de: Record<keyof typeof en, string> = {
  // Only a verified address gets the name the user typed (issue 12: no user-chosen text to unproven inboxes).
  'email.greeting.named': 'Hallo {name},',
  'email.greeting.anonymous': 'Guten Tag,',
  'email.verify.subject': 'Bestätigen Sie Ihre E-Mail-Adresse für FeederHub',
  'email.verify.body':
    '{greeting}\n\nbitte bestätigen Sie Ihre E-Mail-Adresse über diesen Link (24 Stunden gültig):\n{link}\n\nEin Administrator prüft jedes neue Konto, meist innerhalb von 24-48 Stunden. Wir benachrichtigen Sie per E-Mail, sobald Ihr Konto freigegeben ist.\n\nFalls Sie sich nicht bei FeederHub registriert haben, ignorieren Sie diese E-Mail.',
  'email.reset.subject': 'Setzen Sie Ihr FeederHub-Passwort zurück',
  'email.reset.body':
    '{greeting}\n\njemand hat das Zurücksetzen des Passworts Ihres FeederHub-Kontos angefordert. Öffnen Sie diesen Link innerhalb von 60 Minuten, um ein neues zu wählen:\n{link}\n\nWaren Sie es nicht, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
  'email.duplicate.subject': 'Jemand wollte sich mit Ihrer E-Mail bei FeederHub registrieren',
  'email.duplicate.body':
    '{greeting}\n\njemand hat versucht, mit Ihrer E-Mail-Adresse ein FeederHub-Konto anzulegen; für diese Adresse besteht bereits ein Konto.\nWaren Sie es, melden Sie sich hier an: {loginLink}\nPasswort vergessen? Hier zurücksetzen: {resetLink}\n\nWaren Sie es nicht, ignorieren Sie diese E-Mail.',
  'email.approved.subject': 'Ihr FeederHub-Konto ist freigegeben',
  'email.approved.body':
    '{greeting}\n\ngute Nachricht: Ihr FeederHub-Konto wurde freigegeben. Melden Sie sich an, um loszulegen:\n{link}',
  'email.rejected.subject': 'Ihre Registrierung bei FeederHub wurde nicht freigegeben',
  'email.rejected.body':
    '{greeting}\n\nleider wurde Ihre Registrierung bei FeederHub nicht freigegeben.\nBegründung: {reason}\n\nHalten Sie das für einen Irrtum, schreiben Sie uns an {contact}.',
  'notify.approved.title': 'Konto freigegeben',
  'notify.approved.message':
    'Willkommen bei FeederHub! Ihr Konto wurde freigegeben, alle Werkzeuge stehen Ihnen offen.',
  'notify.contact.title': 'Neue Kontaktnachricht',
  'notify.contact.message': '{name} ({email}): {subject}',
  'notify.offeringsPending.title': '{count} Schiffsangebote warten auf Freigabe',
  'notify.offeringsPending.message': '{count} neue Schiffsangebote warten im Admin-Bereich auf Ihre Prüfung.',
  'notify.offeringPending.title': 'Schiffsangebot wartet auf Freigabe',
  'notify.offeringPending.message': '{owner} bietet {ship} an, {route}, Abfahrt {departure}.',
  'notify.capacityLow.title': 'Reise fast ausgebucht',
  'notify.capacityLow.message':
    '{ship}, {route}, Abfahrt {departure}: nach der letzten Buchung sind noch {free} von {capacity} TEU frei.',
  'notify.offeringApproved.title': 'Schiffsangebot freigegeben',
  'notify.offeringApproved.message':
    '{ship}, {route}, Abfahrt {departure}, ist jetzt im Marktplatz gelistet.',
  'notify.offeringRejected.title': 'Schiffsangebot nicht freigegeben',
  'notify.offeringRejected.message': '{ship}, {route}, wurde nicht freigegeben. Begründung: {reason}',
  'notify.bookingsRequested.title': '{count} neue Buchungsanfragen',
  'notify.bookingsRequested.message':
    '{count} neue Buchungsanfragen zu Ihren Reisen warten auf Ihre Antwort.',
  'notify.bookingCountered.title': 'Gegenangebot zu Ihrer Buchungsanfrage',
  'notify.bookingCountered.message':
    '{owner}, Reeder von {ship}, {route}, Abfahrt {departure}, bietet stattdessen {teu} TEU zu {price} je TEU an. Nehmen Sie es unter Meine Buchungen an oder lehnen Sie es ab.',
  'notify.counterAccepted.title': 'Gegenangebot angenommen',
  'notify.counterAccepted.message':
    '{teu} TEU auf {ship}, {route} sind zu Ihren Bedingungen gebucht: Referenz {reference}.',
  'notify.counterDeclined.title': 'Gegenangebot abgelehnt',
  'notify.counterDeclined.message':
    'Ihr Gegenangebot über {teu} TEU auf {ship}, {route} wurde abgelehnt: {reason}',
  'notify.bookingRequested.title': 'Neue Buchungsanfrage',
  'notify.bookingRequested.message':
    '{requester} fragt {teu} TEU auf {ship} an, {route}, Abfahrt {departure}, zu Ihrem Preis von {price} je TEU.',
  'notify.bookingAccepted.title': 'Buchungsanfrage angenommen',
  'notify.bookingAccepted.message':
    '{owner} hat Ihre Anfrage über {teu} TEU auf {ship}, {route}, Abfahrt {departure}, zu {price} je TEU angenommen. Referenz {reference}.',
  'notify.bookingDeclined.title': 'Buchungsanfrage abgelehnt',
  'notify.bookingDeclined.message':
    'Ihre Anfrage über {teu} TEU auf {ship}, {route}, wurde abgelehnt. Begründung: {reason}',
  'notify.bookingAcceptedDemo.title': 'Buchungsanfrage angenommen (Demo-Reise)',
  'notify.bookingAcceptedDemo.message':
    'Demo: {ship}, {route}, Abfahrt {departure}, ist eine Demo-Reise, daher wurde Ihre Anfrage über {teu} TEU automatisch angenommen. Es fährt kein Schiff und nichts wird berechnet.',
  'notify.bookingDeclinedDemo.title': 'Buchungsanfrage abgelehnt (Demo-Reise)',
  'notify.bookingDeclinedDemo.message':
    'Demo: {ship}, {route}, ist eine Demo-Reise, daher wurde Ihre Anfrage über {teu} TEU automatisch beantwortet. Begründung: {reason}',
  'demo.declineReason':
    'Demo-Reise: Für diese Anfrage sind nicht mehr genug TEU frei. Versuchen Sie eine kleinere Menge oder eine andere Reise.',
  'notify.offeringWithdrawn.title': 'Schiffsangebot zurückgezogen',
  'notify.offeringWithdrawn.message':
    '{ship}, {route}, Abfahrt {departure}, wurde vom Eigner zurückgezogen. Ihre Buchungsanfrage wurde entfernt.',
  'notify.matchesRematched.title': 'Neue Ladungs-Matches',
  'notify.matchesRematched.message':
    'Das Matching wurde neu ausgeführt: {count} neue vorgeschlagene Matches warten auf Sie.',
  'notify.matchesProposed.title': '{count} neue Ladungs-Matches',
  'notify.matchesProposed.message':
    '{count} neue vorgeschlagene Matches warten auf Sie: Öffnen Sie das Ladungs-Matching, um sie nach Bewertung zu prüfen.',
  'notify.matchProposed.title': 'Neuer Ladungs-Match',
  'notify.matchProposed.message':
    '{teu} TEU {cargoRoute} passen zu {ship}, {route}, Abfahrt {departure}, zu {price} je TEU: Bewertung {score}.',
  'notify.matchHeld.title': 'Match angenommen: bitte bestätigen',
  'notify.matchHeld.message':
    '{who} hat den Match angenommen: {teu} TEU auf {ship}, {route}, Abfahrt {departure}. Die TEU sind {hours} Stunden reserviert; bestätigen Sie im Ladungs-Matching, um sie zu buchen.',
  'notify.matchConfirmed.title': 'Match bestätigt: gebucht',
  'notify.matchConfirmed.message':
    '{who} hat den Match bestätigt: {teu} TEU auf {ship}, {route}, Abfahrt {departure} sind gebucht. Referenz {reference}.',
  'notify.matchHoldExpired.title': 'Reservierung eines Matches beendet',
  'notify.matchHoldExpired.message':
    'Die Reservierung von {teu} TEU auf {ship}, {route} endete ohne Bestätigung: Die TEU sind wieder frei.',
  'notify.matchAccepted.title': 'Match angenommen',
  'notify.matchAccepted.message':
    '{who} hat den Match angenommen: {teu} TEU auf {ship}, {route}, Abfahrt {departure}. Die TEU sind reserviert.',
  'notify.matchCountered.title': 'Gegenangebot zu einem Match',
  'notify.matchCountered.message':
    '{who} bietet {price} je TEU für {teu} TEU auf {ship}, {route}, Abfahrt {departure}. Nehmen Sie es unter Ladungsvermittlung an, antworten Sie mit einem Gegenangebot oder lehnen Sie es ab.',
  'notify.matchRejected.title': 'Match abgelehnt',
  'notify.matchRejected.message':
    '{who} hat den Match über {teu} TEU auf {ship}, {route}, abgelehnt. Begründung: {reason}',
  'notify.capacityWithdrawn.title': 'Schiffskapazität zurückgezogen',
  'notify.capacityWithdrawn.message':
    '{ship}, {route}, Abfahrt {departure}, wird nicht mehr angeboten; der vorgeschlagene Match für Ihre {teu} TEU wurde geschlossen.',
  'notify.requestWithdrawn.title': 'Transportanfrage zurückgezogen',
  'notify.requestWithdrawn.message':
    'Die Anfrage über {teu} TEU {cargoRoute} wurde zurückgezogen; ihr vorgeschlagener Match auf {ship} wurde geschlossen.',
  'notify.quoteRequested.title': 'Neue Angebotsanfrage für einen Umbau',
  'notify.quoteRequested.message':
    '{requester} bittet um ein Umbauangebot für {ship} ({assessment}) von: {shipyards}.',
  'notify.quoteRequestSent.title': 'Angebotsanfrage gesendet',
  'notify.quoteRequestSent.message':
    'Ihre Umbau-Angebotsanfrage für {ship} ging an {shipyards}. Ein Administrator verfolgt sie mit jeder Werft weiter.',
  'notify.quoteSent.title': 'Angebotsanfrage wieder offen',
  'notify.quoteSent.message': 'Ihre Angebotsanfrage an {shipyard} für {ship} ist wieder offen.',
  'notify.quoteInDiscussion.title': 'Angebotsanfrage in Abstimmung',
  'notify.quoteInDiscussion.message': 'Ihre Angebotsanfrage für {ship} wird mit {shipyard} abgestimmt.',
  'notify.quoteQuoted.title': 'Umbauangebot eingegangen',
  'notify.quoteQuoted.message': '{shipyard} hat ein Angebot für {ship} abgegeben.',
  'notify.quoteClosed.title': 'Angebotsanfrage abgeschlossen',
  'notify.quoteClosed.message': 'Ihre Angebotsanfrage an {shipyard} für {ship} wurde abgeschlossen.',
  'email.suspended.subject': 'Ihr FeederHub-Konto wurde gesperrt',
  'email.suspended.body':
    '{greeting}\n\nein Administrator hat Ihr FeederHub-Konto gesperrt, und Sie wurden abgemeldet.\nBegründung: {reason}\n\nHalten Sie das für einen Irrtum, schreiben Sie uns an {contact}.',
  'email.reactivated.subject': 'Ihr FeederHub-Konto ist wieder aktiv',
  'email.reactivated.body':
    '{greeting}\n\nIhr FeederHub-Konto wurde wieder freigeschaltet. Sie können sich wieder anmelden:\n{loginLink}',
  'email.roleChanged.subject': 'Ihre Rolle bei FeederHub wurde geändert',
  'email.roleChanged.body':
    '{greeting}\n\nein Administrator hat Ihre Rolle bei FeederHub in {role} geändert. Sie wurden abgemeldet; melden Sie sich erneut an, um fortzufahren:\n{loginLink}\n\nHaben Sie das nicht erwartet, schreiben Sie uns an {contact}.',
  'notify.reactivated.title': 'Konto wieder aktiv',
  'notify.reactivated.message': 'Ihr Konto war eine Zeit lang gesperrt und ist wieder aktiv.',
  'notify.roleChanged.title': 'Rolle geändert',
  'notify.roleChanged.message': 'Ein Administrator hat Ihre Rolle in {role} geändert.',
  'role.admin': 'Admin',
  'role.super_admin': 'Super-Admin',
  'role.shipowner': 'Reeder',
  'role.cargo_owner': 'Ladungseigner',
  'role.user': 'Nutzer',
  'agreedBookings.reference': 'Referenz',
  'agreedBookings.origin': 'Vereinbart über',
  'agreedBookings.agreedAt': 'Vereinbart am',
  'agreedBookings.counterparty': 'Andere Partei',
  'agreedBookings.shipName': 'Schiff',
  'agreedBookings.originPort': 'Von',
  'agreedBookings.destinationPort': 'Nach',
  'agreedBookings.departureDate': 'Abfahrt',
  'agreedBookings.teu': 'TEU',
  'agreedBookings.currency': 'Währung',
  'agreedBookings.pricePerTEU': 'Preis je TEU',
  'agreedBookings.allIn': 'Gesamtpreis',
  'agreedBookings.booking_request': 'Buchungsanfrage',
  'agreedBookings.match': 'Ladungs-Match',
  'co2Statement.bookingId': 'Buchungs-ID',
  'co2Statement.departureDate': 'Abfahrt (UTC)',
  'co2Statement.originPort': 'Von',
  'co2Statement.destinationPort': 'Nach',
  'co2Statement.shipName': 'Schiff',
  'co2Statement.teu': 'TEU',
  'co2Statement.distanceNm': 'Distanz (sm)',
  'co2Statement.fuelType': 'Kraftstoff',
  'co2Statement.co2TtwKgPerTeu': 'kg CO2 pro TEU (Tank-to-Wake)',
  'co2Statement.co2eWtwKgPerTeu': 'kg CO2e pro TEU (Well-to-Wake)',
  'co2Statement.co2TtwKg': 'kg CO2 (Tank-to-Wake)',
  'co2Statement.co2eWtwKg': 'kg CO2e (Well-to-Wake)',
  'co2Statement.basis': 'Schiffswerte',
  'co2Statement.basis.fleet': 'eigene Werte des Schiffs',
  'co2Statement.basis.class': 'Standardwerte der Klasse',
  'co2Statement.total': 'Summe',
};
