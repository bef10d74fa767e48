/**
 * @generated SignedSource<<173bf9fc5bc499d2c52351c7576a9b2f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CarSidebarTestQuery$variables = Record<PropertyKey, never>;
export type CarSidebarTestQuery$data = {
  readonly car: {
    readonly " $fragmentSpreads": FragmentRefs<"CarSidebar_car">;
  } | null | undefined;
  readonly site: {
    readonly " $fragmentSpreads": FragmentRefs<"CarSidebar_site">;
  };
};
export type CarSidebarTestQuery = {
  response: CarSidebarTestQuery$data;
  variables: CarSidebarTestQuery$variables;
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
  "name": "id",
  "storageKey": null
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
  "type": "Boolean"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v8 = {
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
    "name": "CarSidebarTestQuery",
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
            "name": "CarSidebar_car"
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
            "name": "CarSidebar_site"
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
    "name": "CarSidebarTestQuery",
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
            "name": "views",
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
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v2/*:: as any*/),
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
            "kind": "ScalarField",
            "name": "slug",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "internalId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "carType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "price",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "canReserve",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "historyReportUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "path",
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
          {
            "alias": null,
            "args": null,
            "concreteType": "SiteContact",
            "kind": "LinkedField",
            "name": "contact",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "phoneReveal",
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
                "name": "callButton",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "tradeInButton",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reserveButton",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "enquiryButton",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
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
                "name": "finance",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "tradeIn",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "share",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "print",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "printAsPdf",
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
    "cacheID": "c008510a220157d7e27c4e7de1e14a4e",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "car": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Car"
        },
        "car.body": (v3/*:: as any*/),
        "car.canReserve": (v4/*:: as any*/),
        "car.carType": {
          "enumValues": [
            "DEMO",
            "NEW",
            "USED"
          ],
          "nullable": false,
          "plural": false,
          "type": "CarType"
        },
        "car.dealerPhone": (v3/*:: as any*/),
        "car.fuel": (v3/*:: as any*/),
        "car.historyReportUrl": (v3/*:: as any*/),
        "car.id": (v5/*:: as any*/),
        "car.internalId": (v6/*:: as any*/),
        "car.km": (v7/*:: as any*/),
        "car.location": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Location"
        },
        "car.location.id": (v5/*:: as any*/),
        "car.location.name": (v6/*:: as any*/),
        "car.name": (v6/*:: as any*/),
        "car.path": (v6/*:: as any*/),
        "car.price": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Float"
        },
        "car.priceDisplay": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PriceDisplay"
        },
        "car.priceDisplay.amount": (v8/*:: as any*/),
        "car.priceDisplay.priceType": (v3/*:: as any*/),
        "car.priceDisplay.text": (v6/*:: as any*/),
        "car.priceDisplay.wasAmount": (v8/*:: as any*/),
        "car.slug": (v6/*:: as any*/),
        "car.transmission": (v3/*:: as any*/),
        "car.views": (v7/*:: as any*/),
        "site": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Site"
        },
        "site.contact": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SiteContact"
        },
        "site.contact.phoneReveal": {
          "enumValues": [
            "IMMEDIATE",
            "MASKED"
          ],
          "nullable": false,
          "plural": false,
          "type": "PhoneReveal"
        },
        "site.features": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SiteFeatures"
        },
        "site.features.finance": (v4/*:: as any*/),
        "site.features.print": (v4/*:: as any*/),
        "site.features.printAsPdf": (v4/*:: as any*/),
        "site.features.share": (v4/*:: as any*/),
        "site.features.tradeIn": (v4/*:: as any*/),
        "site.labels": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SiteLabels"
        },
        "site.labels.callButton": (v6/*:: as any*/),
        "site.labels.enquiryButton": (v6/*:: as any*/),
        "site.labels.reserveButton": (v6/*:: as any*/),
        "site.labels.tradeInButton": (v6/*:: as any*/)
      }
    },
    "name": "CarSidebarTestQuery",
    "operationKind": "query",
    "text": "query CarSidebarTestQuery {\n  car(slug: \"2021-toyota-hilux-sr5\") {\n    ...CarSidebar_car\n    id\n  }\n  site {\n    ...CarSidebar_site\n  }\n}\n\nfragment CallDealerButton_car on Car {\n  id\n  dealerPhone\n}\n\nfragment CallDealerButton_site on Site {\n  contact {\n    phoneReveal\n  }\n  labels {\n    callButton\n  }\n}\n\nfragment CarActionButtons_car on Car {\n  id\n  slug\n  internalId\n  carType\n  price\n  canReserve\n  historyReportUrl\n}\n\nfragment CarActionButtons_site on Site {\n  features {\n    finance\n    tradeIn\n  }\n  labels {\n    tradeInButton\n    reserveButton\n    enquiryButton\n  }\n}\n\nfragment CarKeySpecs_car on Car {\n  km\n  transmission\n  fuel\n  body\n}\n\nfragment CarPrice_car on Car {\n  priceDisplay {\n    text\n    amount\n    wasAmount\n    priceType\n  }\n}\n\nfragment CarShareAndPrint_car on Car {\n  ...ShareButtons_car\n  ...PrintButton_car\n}\n\nfragment CarShareAndPrint_site on Site {\n  features {\n    share\n    print\n  }\n  ...ShareButtons_site\n  ...PrintButton_site\n}\n\nfragment CarSidebar_car on Car {\n  name\n  ...CarPrice_car\n  ...CarKeySpecs_car\n  ...CarViewsAndLocation_car\n  ...CallDealerButton_car\n  ...CarActionButtons_car\n  ...CarShareAndPrint_car\n}\n\nfragment CarSidebar_site on Site {\n  ...CallDealerButton_site\n  ...CarActionButtons_site\n  ...CarShareAndPrint_site\n}\n\nfragment CarViewsAndLocation_car on Car {\n  views\n  location {\n    name\n    id\n  }\n}\n\nfragment PrintButton_car on Car {\n  id\n  slug\n}\n\nfragment PrintButton_site on Site {\n  features {\n    print\n    printAsPdf\n  }\n}\n\nfragment ShareButtons_car on Car {\n  name\n  path\n}\n\nfragment ShareButtons_site on Site {\n  features {\n    share\n  }\n}\n"
  }
};
})();

(node as any).hash = "f2c0183ae2efd0d8f4e8a196f6c66716";

export default node;
