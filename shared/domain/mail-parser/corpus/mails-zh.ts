import type { CorpusMail } from './types';

export const chineseMails: CorpusMail[] = [
  {
    id: 'zh-01-position',
    lang: 'zh',
    mailDate: '2025-12-08',
    text: `各位好，

现有空船信息如下：

船名：MV ORIENT BRIDGE，700 TEU，冷插120个
12月12日在汉堡开，前往格丁尼亚/格但斯克
可用舱位约250 TEU
运价：USD 185/TEU

此致
敬礼
王明
远东航运代理有限公司`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'ORIENT BRIDGE',
        originPort: 'DEHAM',
        destinationPort: 'PLGDY',
        destinationAlternatives: ['PLGDN'],
        departureDate: '2025-12-12',
        availableTEU: 250,
        reeferPlugs: 120,
        price: { amount: 185, currency: 'USD' },
      },
    ],
  },
  {
    id: 'zh-02-cargo',
    lang: 'zh',
    mailDate: '2025-11-10',
    text: `您好，

我司有一票货物需要订舱：
起运港：鹿特丹
目的港：赫尔辛基
箱量：5个40HQ + 10个20GP，普货
装船时间：11月17日-20日
预算：每TEU 150美元

谢谢！
李华`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'NLRTM',
        destinationPort: 'FIHEL',
        requestedTEU: 20,
        cargoType: 'general',
        earliestDate: '2025-11-17',
        latestDate: '2025-11-20',
        budget: { amount: 150, currency: 'USD' },
      },
    ],
  },
  {
    id: 'zh-03-dg',
    lang: 'zh',
    mailDate: '2025-10-13',
    text: `紧急询价：
危险品 8个20尺 IMO 3类 UN1993
安特卫普 至 哥德堡
10月20日前装船
请报价，谢谢

张伟
华欧物流`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'BEANR',
        destinationPort: 'SEGOT',
        requestedTEU: 8,
        cargoType: 'dangerous',
        dangerousGoods: { imoClass: '3', unNumber: '1993' },
        latestDate: '2025-10-20',
      },
    ],
  },
  {
    id: 'zh-04-reefer',
    lang: 'zh',
    mailDate: '2025-09-01',
    text: `您好！
冷藏货 6个40尺冷柜（冻肉，-18度），从哥本哈根到鹿特丹，9月5日至8日装运，预算每TEU 240美元。
请尽快回复。

刘洋 | 北欧冷链`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'DKCPH',
        destinationPort: 'NLRTM',
        requestedTEU: 12,
        cargoType: 'reefer',
        earliestDate: '2025-09-05',
        latestDate: '2025-09-08',
        budget: { amount: 240, currency: 'USD' },
      },
    ],
  },
  {
    id: 'zh-05-two-positions',
    lang: 'zh',
    mailDate: '2025-11-20',
    text: `本周空船：

1. MV JADE SEA，500 TEU，11月24日鹿特丹开，去费利克斯托，可用300 TEU，USD 130/TEU
2. MV PEARL RIVER，860 TEU，冷插150个，11月27日安特卫普开，去圣彼得堡，可用420 TEU，EUR 200/TEU

如有货请联系。
中欧船务`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'JADE SEA',
        originPort: 'NLRTM',
        destinationPort: 'GBFXT',
        departureDate: '2025-11-24',
        availableTEU: 300,
        price: { amount: 130, currency: 'USD' },
      },
      {
        kind: 'availability',
        vesselName: 'PEARL RIVER',
        originPort: 'BEANR',
        destinationPort: 'RULED',
        departureDate: '2025-11-27',
        availableTEU: 420,
        reeferPlugs: 150,
        price: { amount: 200, currency: 'EUR' },
      },
    ],
  },
  {
    id: 'zh-06-forwarded',
    lang: 'zh',
    mailDate: '2025-12-15',
    text: `转发给你看看，是否适合我们的货。

-------- 转发的邮件 --------
发件人: 船务部 <chartering@example-cn.com>
发送时间: 2025年12月15日 9:30
收件人: 客户
主题: 空船 MV SILK ROAD

MV SILK ROAD 650 TEU，12月18日不来梅哈芬开，前往奥斯陆，预计12月20日到达奥斯陆，可用约280 TEU，运价USD 165/TEU

船务部`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'SILK ROAD',
        originPort: 'DEBRV',
        destinationPort: 'NOOSL',
        departureDate: '2025-12-18',
        arrivalDate: '2025-12-20',
        availableTEU: 280,
        price: { amount: 165, currency: 'USD' },
      },
    ],
  },
  {
    id: 'zh-07-codes',
    lang: 'zh',
    mailDate: '2025-11-03',
    text: `货盘：HAM-GDN 20个40HQ，11月10日-12日装，目标价150美元/TEU，普货。请报价。`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'DEHAM',
        destinationPort: 'PLGDN',
        requestedTEU: 40,
        cargoType: 'general',
        earliestDate: '2025-11-10',
        latestDate: '2025-11-12',
        budget: { amount: 150, currency: 'USD' },
      },
    ],
  },
  {
    id: 'zh-08-mixed',
    lang: 'zh',
    mailDate: '2025-10-27',
    text: `各位好，

【船】MV BLUE HORIZON，600 TEU，10月31日汉堡开，前往斯德哥尔摩，可用250 TEU，USD 175/TEU

【货】约80 TEU 普货，从不来梅哈芬到里加，11月3日起可装，预算EUR 150/TEU

谢谢
欧亚货运`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'BLUE HORIZON',
        originPort: 'DEHAM',
        destinationPort: 'SESTO',
        departureDate: '2025-10-31',
        availableTEU: 250,
        price: { amount: 175, currency: 'USD' },
      },
      {
        kind: 'cargo_request',
        originPort: 'DEBRV',
        destinationPort: 'LVRIX',
        requestedTEU: 80,
        cargoType: 'general',
        earliestDate: '2025-11-03',
        budget: { amount: 150, currency: 'EUR' },
      },
    ],
  },
  {
    id: 'zh-09-disclaimer',
    lang: 'zh',
    mailDate: '2026-01-12',
    text: `您好，

询价：约100 TEU 普货，巴塞罗那到热那亚，1月19日至22日装船，预算每TEU 120欧元。

祝好
陈静
地中海物流有限公司
本邮件及其附件含有保密信息，仅限于发送给上面地址中列出的个人或群组。禁止任何其他人以任何形式使用本邮件中的信息。`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'ESBCN',
        destinationPort: 'ITGOA',
        requestedTEU: 100,
        cargoType: 'general',
        earliestDate: '2026-01-19',
        latestDate: '2026-01-22',
        budget: { amount: 120, currency: 'EUR' },
      },
    ],
  },
  {
    id: 'zh-10-tank',
    lang: 'zh',
    mailDate: '2025-09-15',
    text: `询价：罐箱 4个20尺（非危险品，食品级），瓦伦西亚至比雷埃夫斯，9月22日起可装，预算USD 270/TEU。
谢谢`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'ESVLC',
        destinationPort: 'GRPIR',
        requestedTEU: 4,
        cargoType: 'tank',
        earliestDate: '2025-09-22',
        budget: { amount: 270, currency: 'USD' },
      },
    ],
  },
  {
    id: 'zh-11-position-eta',
    lang: 'zh',
    mailDate: '2025-12-01',
    text: `空船：MV EAST WIND，1000 TEU，冷插200个，预计12月3日抵达汉堡，之后空出，前往科特卡/赫尔辛基，可用约450 TEU，运价USD 190/TEU

船东代理`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'EAST WIND',
        originPort: 'DEHAM',
        destinationPort: 'FIKTK',
        destinationAlternatives: ['FIHEL'],
        departureDate: '2025-12-03',
        availableTEU: 450,
        reeferPlugs: 200,
        price: { amount: 190, currency: 'USD' },
      },
    ],
  },
  {
    id: 'zh-12-alternatives',
    lang: 'zh',
    mailDate: '2025-11-10',
    text: `货物信息：
装港：鹿特丹或安特卫普
卸港：格丁尼亚/格但斯克
约90 TEU 普货
11月17日-21日装
目标运价 USD 140/TEU`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'NLRTM',
        destinationPort: 'PLGDY',
        alternativeOrigins: ['BEANR'],
        alternativeDestinations: ['PLGDN'],
        requestedTEU: 90,
        cargoType: 'general',
        earliestDate: '2025-11-17',
        latestDate: '2025-11-21',
        budget: { amount: 140, currency: 'USD' },
      },
    ],
  },
];
