/**
 * @generated SignedSource<<947b93ebbfec916b345910d2a7193fa1>>
 * @relayHash c0cfd3fe2464b71fb6cb5fde6c2b3a9d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 197b5b6cafdc7a30e98970a729386123999116ad8356c5cc3d5836378fd0f20d

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarCardTestQuery$variables = Record<PropertyKey, never>;
export type CarCardTestQuery$data = {
  readonly car: {
    readonly " $fragmentSpreads": FragmentRefs<"CarCard_car">;
  } | null | undefined;
  readonly site: {
    readonly " $fragmentSpreads": FragmentRefs<"CarCard_site">;
  };
};
export type CarCardTestQuery = {
  response: CarCardTestQuery$data;
  variables: CarCardTestQuery$variables;
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
  "name": "slug",
  "storageKey": null
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v3 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v7 = {
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
    "name": "CarCardTestQuery",
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
            "name": "CarCard_car"
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
            "name": "CarCard_site"
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
    "name": "CarCardTestQuery",
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
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
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
            "kind": "ScalarField",
            "name": "year",
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
            "name": "reservePath",
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
                "alias": "src",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "width",
                    "value": 640
                  }
                ],
                "kind": "ScalarField",
                "name": "url",
                "storageKey": "url(width:640)"
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "srcSet",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "width",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "height",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "alt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              }
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "text",
                "storageKey": null
              },
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
            "concreteType": "CarTag",
            "kind": "LinkedField",
            "name": "tag",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kind",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "label",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "colour",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "internalId",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "make",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "model",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "canSave",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "available",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "inWatchlist",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "FinanceQuote",
            "kind": "LinkedField",
            "name": "financeEstimate",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "perWeek",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "interestRate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "comparisonRate",
                "storageKey": null
              }
            ],
            "storageKey": null
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "SiteFeatures",
            "kind": "LinkedField",
            "name": "features",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "favourites",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "compare",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "watchlist",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SiteLabels",
            "kind": "LinkedField",
            "name": "labels",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reserveButton",
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
    "id": "197b5b6cafdc7a30e98970a729386123999116ad8356c5cc3d5836378fd0f20d",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "car": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Car"
        },
        "car.available": (v2/*:: as any*/),
        "car.body": (v3/*:: as any*/),
        "car.canSave": (v2/*:: as any*/),
        "car.city": (v4/*:: as any*/),
        "car.financeEstimate": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "FinanceQuote"
        },
        "car.financeEstimate.comparisonRate": (v5/*:: as any*/),
        "car.financeEstimate.interestRate": (v5/*:: as any*/),
        "car.financeEstimate.perWeek": (v5/*:: as any*/),
        "car.fuel": (v3/*:: as any*/),
        "car.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "car.inWatchlist": (v2/*:: as any*/),
        "car.internalId": (v4/*:: as any*/),
        "car.km": (v6/*:: as any*/),
        "car.make": (v4/*:: as any*/),
        "car.model": (v4/*:: as any*/),
        "car.name": (v4/*:: as any*/),
        "car.path": (v4/*:: as any*/),
        "car.priceDisplay": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PriceDisplay"
        },
        "car.priceDisplay.amount": (v7/*:: as any*/),
        "car.priceDisplay.cashPriceType": (v3/*:: as any*/),
        "car.priceDisplay.cashText": (v3/*:: as any*/),
        "car.priceDisplay.cashWasAmount": (v7/*:: as any*/),
        "car.priceDisplay.priceType": (v3/*:: as any*/),
        "car.priceDisplay.text": (v4/*:: as any*/),
        "car.priceDisplay.wasAmount": (v7/*:: as any*/),
        "car.primaryImage": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "CarImage"
        },
        "car.primaryImage.alt": (v4/*:: as any*/),
        "car.primaryImage.height": (v6/*:: as any*/),
        "car.primaryImage.src": (v4/*:: as any*/),
        "car.primaryImage.srcSet": (v3/*:: as any*/),
        "car.primaryImage.url": (v4/*:: as any*/),
        "car.primaryImage.width": (v6/*:: as any*/),
        "car.reservePath": (v3/*:: as any*/),
        "car.slug": (v4/*:: as any*/),
        "car.state": (v4/*:: as any*/),
        "car.tag": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "CarTag"
        },
        "car.tag.colour": (v3/*:: as any*/),
        "car.tag.kind": {
          "enumValues": [
            "CERTIFIED_PRE_OWNED",
            "COMING_SOON",
            "CUSTOM",
            "ELECTRIC",
            "HYBRID",
            "NEW_ARRIVAL",
            "RESERVED",
            "SOLD"
          ],
          "nullable": false,
          "plural": false,
          "type": "CarTagKind"
        },
        "car.tag.label": (v4/*:: as any*/),
        "car.transmission": (v3/*:: as any*/),
        "car.year": (v6/*:: as any*/),
        "site": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Site"
        },
        "site.features": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SiteFeatures"
        },
        "site.features.compare": (v2/*:: as any*/),
        "site.features.favourites": (v2/*:: as any*/),
        "site.features.watchlist": (v2/*:: as any*/),
        "site.labels": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SiteLabels"
        },
        "site.labels.reserveButton": (v4/*:: as any*/),
        "site.slug": (v4/*:: as any*/)
      }
    },
    "name": "CarCardTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "318d316610593d33b90d1de34f760c98";

export default node;
