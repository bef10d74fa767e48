/**
 * @generated SignedSource<<acdda64427a6a30b995b093399797b2d>>
 * @relayHash 96b4e1b020fef1e1be7155da1be824e6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 24692cd507b64b13595eeded821848916678ea498b7c302f4ad3edc04d69507b

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CompareTableTestQuery$variables = Record<PropertyKey, never>;
export type CompareTableTestQuery$data = {
  readonly carsBySlugs: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"CompareTable_cars">;
  }>;
};
export type CompareTableTestQuery = {
  response: CompareTableTestQuery$data;
  variables: CompareTableTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "slugs",
    "value": [
      "a",
      "b"
    ]
  }
],
v1 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CompareTableTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Car",
        "kind": "LinkedField",
        "name": "carsBySlugs",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CompareTable_cars"
          }
        ],
        "storageKey": "carsBySlugs(slugs:[\"a\",\"b\"])"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CompareTableTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Car",
        "kind": "LinkedField",
        "name": "carsBySlugs",
        "plural": true,
        "selections": [
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
            "name": "body",
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
            "name": "transmission",
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
            "concreteType": "CarImage",
            "kind": "LinkedField",
            "name": "primaryImage",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
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
              }
            ],
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
              }
            ],
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
                "name": "cylinders",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "induction",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "carsBySlugs(slugs:[\"a\",\"b\"])"
      }
    ]
  },
  "params": {
    "id": "24692cd507b64b13595eeded821848916678ea498b7c302f4ad3edc04d69507b",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "carsBySlugs": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Car"
        },
        "carsBySlugs.body": (v1/*:: as any*/),
        "carsBySlugs.features": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "String"
        },
        "carsBySlugs.financeEstimate": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "FinanceQuote"
        },
        "carsBySlugs.financeEstimate.perWeek": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Float"
        },
        "carsBySlugs.fuel": (v1/*:: as any*/),
        "carsBySlugs.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "carsBySlugs.km": (v2/*:: as any*/),
        "carsBySlugs.name": (v3/*:: as any*/),
        "carsBySlugs.path": (v3/*:: as any*/),
        "carsBySlugs.priceDisplay": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PriceDisplay"
        },
        "carsBySlugs.priceDisplay.text": (v3/*:: as any*/),
        "carsBySlugs.primaryImage": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "CarImage"
        },
        "carsBySlugs.primaryImage.height": (v2/*:: as any*/),
        "carsBySlugs.primaryImage.url": (v3/*:: as any*/),
        "carsBySlugs.primaryImage.width": (v2/*:: as any*/),
        "carsBySlugs.transmission": (v1/*:: as any*/),
        "carsBySlugs.variant": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "CarVariant"
        },
        "carsBySlugs.variant.cylinders": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "carsBySlugs.variant.engineSizeLitres": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Float"
        },
        "carsBySlugs.variant.induction": (v1/*:: as any*/),
        "carsBySlugs.year": (v2/*:: as any*/)
      }
    },
    "name": "CompareTableTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9e1f9a8770c41f5045c4da932b902da0";

export default node;
