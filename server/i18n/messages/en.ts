// The server's English texts (the reference: every other language has the same keys, ../messages.ts).
export const en = {
  // Only a verified address gets the name the user typed (issue 12: no user-chosen text to unproven inboxes).
  'email.greeting.named': 'Hello {name},',
  'email.greeting.anonymous': 'Hello,',
  'email.verify.subject': 'Confirm your email address for FeederHub',
  'email.verify.body':
    '{greeting}\n\nplease confirm your email address by opening this link (valid for 24 hours):\n{link}\n\nAn administrator reviews every new account, usually within 24-48 hours. We will email you when yours is approved.\n\nIf you did not register at FeederHub, ignore this email.',
  'email.reset.subject': 'Reset your FeederHub password',
  'email.reset.body':
    '{greeting}\n\nsomeone asked to reset the password of your FeederHub account. Open this link within 60 minutes to choose a new one:\n{link}\n\nIf it was not you, ignore this email; your password stays as it is.',
  'email.duplicate.subject': 'Someone tried to register with your email at FeederHub',
  'email.duplicate.body':
    '{greeting}\n\nsomeone tried to create a FeederHub account with your email address, which already has an account.\nIf it was you, sign in here: {loginLink}\nForgot your password? Reset it here: {resetLink}\n\nIf it was not you, ignore this email.',
  'email.approved.subject': 'Your FeederHub account is approved',
  'email.approved.body':
    '{greeting}\n\ngood news: your FeederHub account has been approved. Sign in to start:\n{link}',
  'email.rejected.subject': 'Your FeederHub registration was not approved',
  'email.rejected.body':
    '{greeting}\n\nwe are sorry: your FeederHub registration was not approved.\nReason: {reason}\n\nIf you think this is a mistake, write to us at {contact}.',
  'notify.approved.title': 'Account approved',
  'notify.approved.message':
    'Welcome to FeederHub! Your account has been approved and all tools are open to you.',
  'notify.contact.title': 'New contact message',
  'notify.contact.message': '{name} ({email}): {subject}',
  'notify.offeringsPending.title': '{count} ship offerings await approval',
  'notify.offeringsPending.message':
    '{count} new ship offerings are waiting for your review in the admin panel.',
  'notify.offeringPending.title': 'Ship offering awaits approval',
  'notify.offeringPending.message': '{owner} offered {ship}, {route}, departing {departure}.',
  'notify.capacityLow.title': 'Voyage almost full',
  'notify.capacityLow.message':
    '{ship}, {route}, departing {departure}: {free} of {capacity} TEU left after the latest booking.',
  'notify.offeringApproved.title': 'Ship offering approved',
  'notify.offeringApproved.message':
    '{ship}, {route}, departing {departure}, is now listed in the marketplace.',
  'notify.offeringRejected.title': 'Ship offering not approved',
  'notify.offeringRejected.message': '{ship}, {route}, was not approved. Reason: {reason}',
  'notify.bookingsRequested.title': '{count} new booking requests',
  'notify.bookingsRequested.message':
    '{count} new booking requests on your voyages are waiting for your answer.',
  'notify.bookingCountered.title': 'Counter-offer on your booking request',
  'notify.bookingCountered.message':
    '{owner}, owner of {ship}, {route}, departing {departure}, offers {teu} TEU at {price} per TEU instead. Accept or decline it in My bookings.',
  'notify.counterAccepted.title': 'Counter-offer accepted',
  'notify.counterAccepted.message':
    '{teu} TEU on {ship}, {route} are booked on your terms: reference {reference}.',
  'notify.counterDeclined.title': 'Counter-offer declined',
  'notify.counterDeclined.message':
    'Your counter-offer of {teu} TEU on {ship}, {route} was declined: {reason}',
  'notify.bookingRequested.title': 'New booking request',
  'notify.bookingRequested.message':
    '{requester} requests {teu} TEU on {ship}, {route}, departing {departure}, at your price of {price} per TEU.',
  'notify.bookingAccepted.title': 'Booking request accepted',
  'notify.bookingAccepted.message':
    '{owner} accepted your request for {teu} TEU on {ship}, {route}, departing {departure}, at {price} per TEU. Reference {reference}.',
  'notify.bookingDeclined.title': 'Booking request declined',
  'notify.bookingDeclined.message':
    'Your request for {teu} TEU on {ship}, {route}, was declined. Reason: {reason}',
  'notify.bookingAcceptedDemo.title': 'Booking request accepted (demo voyage)',
  'notify.bookingAcceptedDemo.message':
    'Demo: {ship}, {route}, departing {departure}, is a demo voyage, so your request for {teu} TEU was accepted automatically. No ship will sail and nothing is charged.',
  'notify.bookingDeclinedDemo.title': 'Booking request declined (demo voyage)',
  'notify.bookingDeclinedDemo.message':
    'Demo: {ship}, {route}, is a demo voyage, so your request for {teu} TEU was answered automatically. Reason: {reason}',
  'demo.declineReason':
    'Demo voyage: not enough TEU left for this request. Try a smaller amount or another voyage.',
  'notify.offeringWithdrawn.title': 'Ship offering withdrawn',
  'notify.offeringWithdrawn.message':
    '{ship}, {route}, departing {departure}, was withdrawn by its owner. Your booking request was removed.',
  'notify.matchesRematched.title': 'New cargo matches',
  'notify.matchesRematched.message':
    'The matching was run again: {count} new proposed matches are waiting for you.',
  'notify.matchesProposed.title': '{count} new cargo matches',
  'notify.matchesProposed.message':
    '{count} new proposed matches are waiting for you: open Cargo matching to review them by score.',
  'notify.matchProposed.title': 'New cargo match',
  'notify.matchProposed.message':
    '{teu} TEU {cargoRoute} fits {ship}, {route}, departing {departure}, at {price} per TEU: score {score}.',
  'notify.matchHeld.title': 'Match accepted: please confirm',
  'notify.matchHeld.message':
    '{who} accepted the match: {teu} TEU on {ship}, {route}, departing {departure}. The TEU are held for {hours} hours; confirm in Cargo matching to book them.',
  'notify.matchConfirmed.title': 'Match confirmed: booked',
  'notify.matchConfirmed.message':
    '{who} confirmed the match: {teu} TEU on {ship}, {route}, departing {departure} are booked. Reference {reference}.',
  'notify.matchHoldExpired.title': 'Hold on a match ended',
  'notify.matchHoldExpired.message':
    'The hold on {teu} TEU on {ship}, {route} ended without confirmation: the TEU are free again.',
  'notify.matchAccepted.title': 'Match accepted',
  'notify.matchAccepted.message':
    '{who} accepted the match: {teu} TEU on {ship}, {route}, departing {departure}. The TEU are reserved.',
  'notify.matchCountered.title': 'Counter-offer on a match',
  'notify.matchCountered.message':
    '{who} offers {price} per TEU for {teu} TEU on {ship}, {route}, departing {departure}. Accept, counter or decline it in Cargo matching.',
  'notify.matchRejected.title': 'Match rejected',
  'notify.matchRejected.message':
    '{who} rejected the match for {teu} TEU on {ship}, {route}. Reason: {reason}',
  'notify.capacityWithdrawn.title': 'Vessel capacity withdrawn',
  'notify.capacityWithdrawn.message':
    '{ship}, {route}, departing {departure}, is no longer offered; its proposed match for your {teu} TEU was closed.',
  'notify.requestWithdrawn.title': 'Transport request withdrawn',
  'notify.requestWithdrawn.message':
    'The request for {teu} TEU {cargoRoute} was withdrawn; its proposed match on {ship} was closed.',
  'notify.quoteRequested.title': 'New retrofit quote request',
  'notify.quoteRequested.message':
    '{requester} asks for a retrofit quote for {ship} ({assessment}) from: {shipyards}.',
  'notify.quoteRequestSent.title': 'Quote request sent',
  'notify.quoteRequestSent.message':
    'Your retrofit quote request for {ship} went to {shipyards}. An administrator follows it up with each shipyard.',
  'notify.quoteSent.title': 'Quote request reopened',
  'notify.quoteSent.message': 'Your quote request to {shipyard} for {ship} is open again.',
  'notify.quoteInDiscussion.title': 'Quote request in discussion',
  'notify.quoteInDiscussion.message': 'Your quote request for {ship} is being discussed with {shipyard}.',
  'notify.quoteQuoted.title': 'Retrofit quote received',
  'notify.quoteQuoted.message': '{shipyard} has sent a quote for {ship}.',
  'notify.quoteClosed.title': 'Quote request closed',
  'notify.quoteClosed.message': 'Your quote request to {shipyard} for {ship} was closed.',
  'email.suspended.subject': 'Your FeederHub account has been suspended',
  'email.suspended.body':
    '{greeting}\n\nyour FeederHub account has been suspended by an administrator and you have been signed out.\nReason: {reason}\n\nIf you think this is a mistake, write to us at {contact}.',
  'email.reactivated.subject': 'Your FeederHub account is active again',
  'email.reactivated.body':
    '{greeting}\n\nyour FeederHub account has been reactivated. You can sign in again:\n{loginLink}',
  'email.roleChanged.subject': 'Your FeederHub role has changed',
  'email.roleChanged.body':
    '{greeting}\n\nan administrator changed your role on FeederHub to {role}. You have been signed out; sign in again to continue:\n{loginLink}\n\nIf you did not expect this, write to us at {contact}.',
  'notify.reactivated.title': 'Account reactivated',
  'notify.reactivated.message': 'Your account was suspended for a while and is active again.',
  'notify.roleChanged.title': 'Role changed',
  'notify.roleChanged.message': 'An administrator changed your role to {role}.',
  'role.admin': 'Admin',
  'role.super_admin': 'Super Admin',
  'role.shipowner': 'Ship Owner',
  'role.cargo_owner': 'Cargo Owner',
  'role.user': 'User',
  'agreedBookings.reference': 'Reference',
  'agreedBookings.origin': 'Agreed through',
  'agreedBookings.agreedAt': 'Agreed at',
  'agreedBookings.counterparty': 'Other party',
  'agreedBookings.shipName': 'Vessel',
  'agreedBookings.originPort': 'From',
  'agreedBookings.destinationPort': 'To',
  'agreedBookings.departureDate': 'Departure',
  'agreedBookings.teu': 'TEU',
  'agreedBookings.currency': 'Currency',
  'agreedBookings.pricePerTEU': 'Price per TEU',
  'agreedBookings.allIn': 'All-in price',
  'agreedBookings.booking_request': 'Booking request',
  'agreedBookings.match': 'Cargo match',
  'co2Statement.bookingId': 'Booking ID',
  'co2Statement.departureDate': 'Departure (UTC)',
  'co2Statement.originPort': 'From',
  'co2Statement.destinationPort': 'To',
  'co2Statement.shipName': 'Vessel',
  'co2Statement.teu': 'TEU',
  'co2Statement.distanceNm': 'Distance (nm)',
  'co2Statement.fuelType': 'Fuel',
  'co2Statement.co2TtwKgPerTeu': 'kg CO2 per TEU (tank-to-wake)',
  'co2Statement.co2eWtwKgPerTeu': 'kg CO2e per TEU (well-to-wake)',
  'co2Statement.co2TtwKg': 'kg CO2 (tank-to-wake)',
  'co2Statement.co2eWtwKg': 'kg CO2e (well-to-wake)',
  'co2Statement.basis': 'Ship figures',
  'co2Statement.basis.fleet': "vessel's own",
  'co2Statement.basis.class': 'class defaults',
  'co2Statement.total': 'Total',
};
