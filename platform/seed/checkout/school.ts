import type { CheckoutSeed } from "./types";

// The school shop's checkout: delivery methods 1–3 (branches 1–3 of method 2), payment
// methods 1–3 and consents 1–2, in this order.

export const schoolCheckoutSeed: CheckoutSeed = {
  deliveryMethods: [
    {
      name: "Dostava na kućnu adresu",
      description: "Dostava kurirskom službom na vašu adresu u roku od 2 do 4 radna dana.",
      price: 4.5,
    },
    {
      name: "Osobno preuzimanje u poslovnici",
      description: "Preuzmite narudžbu besplatno u odabranoj poslovnici.",
      price: 0,
      branches: ["Zagreb – Ilica 242", "Split – Marmontova 5", "Rijeka – Korzo 12"],
    },
    {
      name: "Besplatna dostava",
      description: "Besplatna dostava na kućnu adresu za narudžbe od 50,00 € naviše.",
      price: 0,
      freeFrom: 50,
    },
  ],
  paymentMethods: [
    { name: "Plaćanje pouzećem", description: "Platite gotovinom ili karticom pri preuzimanju.", paymentType: null },
    { name: "Kartično plaćanje", description: "Platite karticom na sigurnoj stranici za plaćanje.", paymentType: "HPF" },
    { name: "Digitalni novčanik", description: "Platite digitalnim novčanikom.", paymentType: "WALLET" },
  ],
  consents: [
    {
      uniqueNumber: "UVJETI-KUPNJE",
      displayName: "Prihvaćam uvjete kupnje",
      text: "Pročitao/la sam i prihvaćam opće uvjete kupnje i pravila o zaštiti osobnih podataka.",
      required: true,
    },
    {
      uniqueNumber: "NEWSLETTER",
      displayName: "Želim primati newsletter",
      text: "Pristajem na primanje obavijesti o novostima i ponudama elektroničkom poštom.",
      required: false,
    },
  ],
};
