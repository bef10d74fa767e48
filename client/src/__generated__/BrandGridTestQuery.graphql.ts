/**
 * @generated SignedSource<<d6d297e93ea4f3d19eee021a2798b55f>>
 * @relayHash 0f910f42b58b7368ab576b69a030a909
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 125298df2adc7e4af3634a31ef458322bf88d7079f4e995e545bcbfbddcd6298

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BrandGridTestQuery$variables = Record<PropertyKey, never>;
export type BrandGridTestQuery$data = {
  readonly site: {
    readonly " $fragmentSpreads": FragmentRefs<"BrandGrids_site">;
  };
};
export type BrandGridTestQuery = {
  response: BrandGridTestQuery$data;
  variables: BrandGridTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v1 = {
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
    "name": "BrandGridTestQuery",
    "selections": [
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
            "name": "BrandGrids_site"
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
    "name": "BrandGridTestQuery",
    "selections": [
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
            "concreteType": "BrandGrid",
            "kind": "LinkedField",
            "name": "brandGrids",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kind",
                "storageKey": null
              },
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Brand",
                "kind": "LinkedField",
                "name": "brands",
                "plural": true,
                "selections": [
                  (v0/*:: as any*/),
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
                    "name": "logoUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "href",
                    "storageKey": null
                  }
                ],
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
    "id": "125298df2adc7e4af3634a31ef458322bf88d7079f4e995e545bcbfbddcd6298",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "site": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Site"
        },
        "site.brandGrids": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "BrandGrid"
        },
        "site.brandGrids.brands": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Brand"
        },
        "site.brandGrids.brands.href": (v1/*:: as any*/),
        "site.brandGrids.brands.logoUrl": (v1/*:: as any*/),
        "site.brandGrids.brands.slug": (v1/*:: as any*/),
        "site.brandGrids.brands.title": (v1/*:: as any*/),
        "site.brandGrids.kind": {
          "enumValues": [
            "CAR",
            "CARAVAN",
            "GROUP",
            "MOTORCYCLE",
            "TRUCK"
          ],
          "nullable": false,
          "plural": false,
          "type": "BrandGridKind"
        },
        "site.brandGrids.title": (v1/*:: as any*/)
      }
    },
    "name": "BrandGridTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3f83c43d21e0355eed7f614198c86a3e";

export default node;
