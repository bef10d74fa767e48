/**
 * @generated SignedSource<<36c44a9c930e42a90e8a73c22bea924c>>
 * @relayHash 6c3f39080d764913a59dd847050065fb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3bbdd5dccf8c6d41b600e21d9be7e1467de497289d8acc2d73170be44ccbdbd7

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PrintSheetTestQuery$variables = Record<PropertyKey, never>;
export type PrintSheetTestQuery$data = {
  readonly car: {
    readonly " $fragmentSpreads": FragmentRefs<"PrintSheet_car">;
  } | null | undefined;
  readonly site: {
    readonly " $fragmentSpreads": FragmentRefs<"PrintSheet_site">;
  };
};
export type PrintSheetTestQuery = {
  response: PrintSheetTestQuery$data;
  variables: PrintSheetTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "2021-toyota-hilux-sr5"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alt",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "width",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "height",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v8 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Int"
},
v9 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v10 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v11 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v12 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Float"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PrintSheetTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Car",
        "kind": "LinkedField",
        "name": "car",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PrintSheet_car"
          }
        ],
        "storageKey": "car(slug:\"2021-toyota-hilux-sr5\")"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PrintSheet_site"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PrintSheetTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Car",
        "kind": "LinkedField",
        "name": "car",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "path",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CarImage",
            "kind": "LinkedField",
            "name": "primaryImage",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "width",
                    "value": 800
                  }
                ],
                "kind": "ScalarField",
                "name": "url",
                "storageKey": "url(width:800)"
              },
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PriceDisplay",
            "kind": "LinkedField",
            "name": "priceDisplay",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "amount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "wasAmount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "priceType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cashText",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cashWasAmount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cashPriceType",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "km",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "transmission",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "fuel",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "body",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "drive",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CarVariant",
            "kind": "LinkedField",
            "name": "variant",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "engineSizeLitres",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "engineSizeCc",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "colour",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "seats",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "doors",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "stockNumber",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "vin",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "regPlate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "features",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "dealerPhone",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Location",
            "kind": "LinkedField",
            "name": "location",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Address",
                "kind": "LinkedField",
                "name": "address",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "street",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "city",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "state",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "postcode",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": "car(slug:\"2021-toyota-hilux-sr5\")"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Theme",
            "kind": "LinkedField",
            "name": "theme",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ThemeColours",
                "kind": "LinkedField",
                "name": "colours",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "primary",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "accent",
                    "storageKey": null
                  },
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Logo",
                "kind": "LinkedField",
                "name": "logo",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "url",
                    "storageKey": null
                  },
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SiteTexts",
            "kind": "LinkedField",
            "name": "texts",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "financeDisclaimer",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "3bbdd5dccf8c6d41b600e21d9be7e1467de497289d8acc2d73170be44ccbdbd7",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "car": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Car"
        },
        "car.body": (v7/*:: as any*/),
        "car.colour": (v7/*:: as any*/),
        "car.dealerPhone": (v7/*:: as any*/),
        "car.doors": (v8/*:: as any*/),
        "car.drive": (v7/*:: as any*/),
        "car.features": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "String"
        },
        "car.fuel": (v7/*:: as any*/),
        "car.id": (v9/*:: as any*/),
        "car.km": (v10/*:: as any*/),
        "car.location": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Location"
        },
        "car.location.address": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Address"
        },
        "car.location.address.city": (v11/*:: as any*/),
        "car.location.address.postcode": (v11/*:: as any*/),
        "car.location.address.state": (v11/*:: as any*/),
        "car.location.address.street": (v11/*:: as any*/),
        "car.location.id": (v9/*:: as any*/),
        "car.location.name": (v11/*:: as any*/),
        "car.name": (v11/*:: as any*/),
        "car.path": (v11/*:: as any*/),
        "car.priceDisplay": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PriceDisplay"
        },
        "car.priceDisplay.amount": (v12/*:: as any*/),
        "car.priceDisplay.cashPriceType": (v7/*:: as any*/),
        "car.priceDisplay.cashText": (v7/*:: as any*/),
        "car.priceDisplay.cashWasAmount": (v12/*:: as any*/),
        "car.priceDisplay.priceType": (v7/*:: as any*/),
        "car.priceDisplay.text": (v11/*:: as any*/),
        "car.priceDisplay.wasAmount": (v12/*:: as any*/),
        "car.primaryImage": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "CarImage"
        },
        "car.primaryImage.alt": (v11/*:: as any*/),
        "car.primaryImage.height": (v10/*:: as any*/),
        "car.primaryImage.url": (v11/*:: as any*/),
        "car.primaryImage.width": (v10/*:: as any*/),
        "car.regPlate": (v7/*:: as any*/),
        "car.seats": (v8/*:: as any*/),
        "car.stockNumber": (v11/*:: as any*/),
        "car.transmission": (v7/*:: as any*/),
        "car.variant": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "CarVariant"
        },
        "car.variant.engineSizeCc": (v8/*:: as any*/),
        "car.variant.engineSizeLitres": (v12/*:: as any*/),
        "car.vin": (v7/*:: as any*/),
        "site": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Site"
        },
        "site.name": (v11/*:: as any*/),
        "site.texts": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SiteTexts"
        },
        "site.texts.financeDisclaimer": (v11/*:: as any*/),
        "site.theme": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Theme"
        },
        "site.theme.colours": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ThemeColours"
        },
        "site.theme.colours.accent": (v11/*:: as any*/),
        "site.theme.colours.primary": (v11/*:: as any*/),
        "site.theme.colours.text": (v11/*:: as any*/),
        "site.theme.logo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Logo"
        },
        "site.theme.logo.alt": (v11/*:: as any*/),
        "site.theme.logo.height": (v10/*:: as any*/),
        "site.theme.logo.url": (v11/*:: as any*/),
        "site.theme.logo.width": (v10/*:: as any*/)
      }
    },
    "name": "PrintSheetTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "336c6f856b64003d3adedc601da35747";

export default node;
