import type { Language } from '@shared/schemas/common';

// Texts the server writes for a recipient (emails, notifications), in the recipient's language (PRODUCT.md 29).
const messages = {
  en: {
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
  },
  zh: {
    // Only a verified address gets the name the user typed (issue 12: no user-chosen text to unproven inboxes).
    'email.greeting.named': '{name}，您好：',
    'email.greeting.anonymous': '您好：',
    'email.verify.subject': '请确认您在 FeederHub 的电子邮件地址',
    'email.verify.body':
      '{greeting}\n\n请打开以下链接确认您的电子邮件地址（24 小时内有效）：\n{link}\n\n管理员会审核每个新账户，通常在 24-48 小时内完成。账户获批后我们会发邮件通知您。\n\n如果您没有注册 FeederHub，请忽略此邮件。',
    'email.reset.subject': '重置您的 FeederHub 密码',
    'email.reset.body':
      '{greeting}\n\n有人请求重置您 FeederHub 账户的密码。请在 60 分钟内打开以下链接设置新密码：\n{link}\n\n如果不是您本人操作，请忽略此邮件，您的密码不会改变。',
    'email.duplicate.subject': '有人尝试使用您的邮箱注册 FeederHub',
    'email.duplicate.body':
      '{greeting}\n\n有人尝试使用您的电子邮件地址创建 FeederHub 账户，但该地址已有账户。\n如果是您本人，请在此登录：{loginLink}\n忘记密码？请在此重置：{resetLink}\n\n如果不是您本人，请忽略此邮件。',
    'email.approved.subject': '您的 FeederHub 账户已获批准',
    'email.approved.body': '{greeting}\n\n好消息：您的 FeederHub 账户已获批准。请登录开始使用：\n{link}',
    'email.rejected.subject': '您的 FeederHub 注册未获批准',
    'email.rejected.body':
      '{greeting}\n\n很抱歉，您的 FeederHub 注册未获批准。\n原因：{reason}\n\n如您认为有误，请发邮件至 {contact}。',
    'notify.approved.title': '账户已获批准',
    'notify.approved.message': '欢迎使用 FeederHub！您的账户已获批准，所有工具均已开放。',
    'notify.contact.title': '新的联系消息',
    'notify.contact.message': '{name}（{email}）：{subject}',
    'notify.offeringsPending.title': '{count} 个船舶报价待审批',
    'notify.offeringsPending.message': '有 {count} 个新的船舶报价在管理面板中等待您审核。',
    'notify.offeringPending.title': '船舶报价待审批',
    'notify.offeringPending.message': '{owner} 发布了 {ship}，{route}，{departure} 出发。',
    'notify.capacityLow.title': '航次舱位即将订满',
    'notify.capacityLow.message':
      '{ship}（{route}，{departure} 出发）：最新订舱后剩余 {free} / {capacity} TEU。',
    'notify.offeringApproved.title': '船舶报价已获批准',
    'notify.offeringApproved.message': '{ship}，{route}，{departure} 出发，现已在市场上发布。',
    'notify.offeringRejected.title': '船舶报价未获批准',
    'notify.offeringRejected.message': '{ship}，{route}，未获批准。原因：{reason}',
    'notify.bookingsRequested.title': '{count} 个新的订舱申请',
    'notify.bookingsRequested.message': '您的航次有 {count} 个新的订舱申请等待您答复。',
    'notify.bookingCountered.title': '您的订舱申请收到还价',
    'notify.bookingCountered.message':
      '{ship}（{route}，{departure} 出发）的船东 {owner} 提出改为 {teu} TEU，每 TEU {price}。请在“我的订舱”中接受或拒绝。',
    'notify.counterAccepted.title': '还价已被接受',
    'notify.counterAccepted.message': '{ship}（{route}）上的 {teu} TEU 已按您的条件订妥：编号 {reference}。',
    'notify.counterDeclined.title': '还价被拒绝',
    'notify.counterDeclined.message': '您对 {ship}（{route}）{teu} TEU 的还价被拒绝：{reason}',
    'notify.bookingRequested.title': '新的订舱申请',
    'notify.bookingRequested.message':
      '{requester} 申请在 {ship}（{route}，{departure} 出发）上按您的运价每 TEU {price} 预订 {teu} TEU。',
    'notify.bookingAccepted.title': '订舱申请已接受',
    'notify.bookingAccepted.message':
      '{owner} 已接受您在 {ship}（{route}，{departure} 出发）上预订 {teu} TEU 的申请，每 TEU {price}。参考号 {reference}。',
    'notify.bookingDeclined.title': '订舱申请被拒绝',
    'notify.bookingDeclined.message': '您在 {ship}（{route}）上预订 {teu} TEU 的申请被拒绝。原因：{reason}',
    'notify.bookingAcceptedDemo.title': '订舱申请已接受（演示航次）',
    'notify.bookingAcceptedDemo.message':
      '演示：{ship}（{route}，{departure} 出发）是演示航次，您预订 {teu} TEU 的申请已被自动接受。不会有船舶实际航行，也不会产生任何费用。',
    'notify.bookingDeclinedDemo.title': '订舱申请被拒绝（演示航次）',
    'notify.bookingDeclinedDemo.message':
      '演示：{ship}（{route}）是演示航次，您预订 {teu} TEU 的申请已被自动答复。原因：{reason}',
    'demo.declineReason': '演示航次：剩余 TEU 不足以满足此申请。请尝试较小的数量或其他航次。',
    'notify.offeringWithdrawn.title': '船舶报价已撤回',
    'notify.offeringWithdrawn.message':
      '{ship}（{route}，{departure} 出发）已被船东撤回，您的订舱申请已被删除。',
    'notify.matchesRematched.title': '新的货物匹配',
    'notify.matchesRematched.message': '匹配已重新运行：有 {count} 个新的建议匹配等待您处理。',
    'notify.matchesProposed.title': '{count} 个新的货物匹配',
    'notify.matchesProposed.message': '有 {count} 个新的建议匹配等待您处理：打开货物匹配按匹配度查看。',
    'notify.matchProposed.title': '新的货物匹配',
    'notify.matchProposed.message':
      '{teu} TEU（{cargoRoute}）适合 {ship}，{route}，{departure} 出发，每 TEU {price}：匹配度 {score}。',
    'notify.matchHeld.title': '匹配已被接受：请确认',
    'notify.matchHeld.message':
      '{who} 接受了匹配：{ship} 上的 {teu} TEU，{route}，{departure} 出发。舱位保留 {hours} 小时；请在货物匹配中确认以完成订舱。',
    'notify.matchConfirmed.title': '匹配已确认：已订舱',
    'notify.matchConfirmed.message':
      '{who} 确认了匹配：{ship} 上的 {teu} TEU，{route}，{departure} 出发，已订妥。编号 {reference}。',
    'notify.matchHoldExpired.title': '匹配的保留已结束',
    'notify.matchHoldExpired.message': '{ship}（{route}）上 {teu} TEU 的保留未获确认而结束：舱位已释放。',
    'notify.matchAccepted.title': '匹配已接受',
    'notify.matchAccepted.message':
      '{who} 接受了匹配：{ship} 上的 {teu} TEU，{route}，{departure} 出发。舱位已预留。',
    'notify.matchCountered.title': '匹配收到还价',
    'notify.matchCountered.message':
      '{who} 对 {ship}（{route}，{departure} 出发）上的 {teu} TEU 报价每 TEU {price}。请在货物匹配中接受、还价或拒绝。',
    'notify.matchRejected.title': '匹配已拒绝',
    'notify.matchRejected.message': '{who} 拒绝了 {ship}（{route}）上 {teu} TEU 的匹配。原因：{reason}',
    'notify.capacityWithdrawn.title': '船舶舱位已撤回',
    'notify.capacityWithdrawn.message':
      '{ship}，{route}，{departure} 出发，已不再提供；您 {teu} TEU 的待定匹配已关闭。',
    'notify.requestWithdrawn.title': '运输需求已撤回',
    'notify.requestWithdrawn.message':
      '{teu} TEU（{cargoRoute}）的需求已撤回；其在 {ship} 上的待定匹配已关闭。',
    'notify.quoteRequested.title': '新的改装报价请求',
    'notify.quoteRequested.message':
      '{requester} 请求以下船厂为 {ship}（{assessment}）提供改装报价：{shipyards}。',
    'notify.quoteRequestSent.title': '报价请求已发送',
    'notify.quoteRequestSent.message':
      '您为 {ship} 提出的改装报价请求已发送至 {shipyards}。管理员会与每家船厂跟进。',
    'notify.quoteSent.title': '报价请求已重新打开',
    'notify.quoteSent.message': '您向 {shipyard} 提出的 {ship} 报价请求已重新打开。',
    'notify.quoteInDiscussion.title': '报价请求洽谈中',
    'notify.quoteInDiscussion.message': '您为 {ship} 提出的报价请求正在与 {shipyard} 洽谈。',
    'notify.quoteQuoted.title': '已收到改装报价',
    'notify.quoteQuoted.message': '{shipyard} 已为 {ship} 提供报价。',
    'notify.quoteClosed.title': '报价请求已关闭',
    'notify.quoteClosed.message': '您向 {shipyard} 提出的 {ship} 报价请求已关闭。',
    'email.suspended.subject': '您的 FeederHub 账户已被暂停',
    'email.suspended.body':
      '{greeting}\n\n管理员已暂停您的 FeederHub 账户，您已被登出。\n原因：{reason}\n\n如您认为有误，请发邮件至 {contact}。',
    'email.reactivated.subject': '您的 FeederHub 账户已恢复',
    'email.reactivated.body': '{greeting}\n\n您的 FeederHub 账户已恢复，您可以重新登录：\n{loginLink}',
    'email.roleChanged.subject': '您在 FeederHub 的角色已变更',
    'email.roleChanged.body':
      '{greeting}\n\n管理员已将您在 FeederHub 的角色变更为{role}。您已被登出，请重新登录以继续：\n{loginLink}\n\n如非预期，请发邮件至 {contact}。',
    'notify.reactivated.title': '账户已恢复',
    'notify.reactivated.message': '您的账户曾被暂停，现已恢复。',
    'notify.roleChanged.title': '角色已变更',
    'notify.roleChanged.message': '管理员已将您的角色变更为{role}。',
    'role.admin': '管理员',
    'role.super_admin': '超级管理员',
    'role.shipowner': '船东',
    'role.cargo_owner': '货主',
    'role.user': '用户',
    'agreedBookings.reference': '编号',
    'agreedBookings.origin': '达成方式',
    'agreedBookings.agreedAt': '达成时间',
    'agreedBookings.counterparty': '对方',
    'agreedBookings.shipName': '船舶',
    'agreedBookings.originPort': '起运港',
    'agreedBookings.destinationPort': '目的港',
    'agreedBookings.departureDate': '开航',
    'agreedBookings.teu': 'TEU',
    'agreedBookings.currency': '币种',
    'agreedBookings.pricePerTEU': '每 TEU 价格',
    'agreedBookings.allIn': '总价',
    'agreedBookings.booking_request': '订舱申请',
    'agreedBookings.match': '货物匹配',
    'co2Statement.bookingId': '预订编号',
    'co2Statement.departureDate': '出发（UTC）',
    'co2Statement.originPort': '起运港',
    'co2Statement.destinationPort': '目的港',
    'co2Statement.shipName': '船舶',
    'co2Statement.teu': 'TEU',
    'co2Statement.distanceNm': '航程（海里）',
    'co2Statement.fuelType': '燃料',
    'co2Statement.co2TtwKgPerTeu': '每 TEU 千克 CO2（油箱到航迹）',
    'co2Statement.co2eWtwKgPerTeu': '每 TEU 千克 CO2e（油井到航迹）',
    'co2Statement.co2TtwKg': '千克 CO2（油箱到航迹）',
    'co2Statement.co2eWtwKg': '千克 CO2e（油井到航迹）',
    'co2Statement.basis': '船舶数据',
    'co2Statement.basis.fleet': '船舶自身数据',
    'co2Statement.basis.class': '船型默认值',
    'co2Statement.total': '合计',
  },
  de: {
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
    'notify.offeringsPending.message':
      '{count} neue Schiffsangebote warten im Admin-Bereich auf Ihre Prüfung.',
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
  },
} satisfies Record<Language, Record<string, string>>;

export type MessageKey = keyof (typeof messages)['en'];

export function translate(lang: Language, key: MessageKey, params: Record<string, string> = {}): string {
  const text: string = messages[lang][key] ?? messages.en[key];
  return text.replace(/\{(\w+)\}/g, (_, p) => params[p] ?? `{${p}}`);
}

export const serverMessages = messages;

/** A price as a server text names it, in the currency it was agreed in: '140.00 EUR' (PRODUCT.md 37). */
export const priceText = (amount: number | string, currency: string) =>
  `${Number(amount).toFixed(2)} ${currency}`;
