/**
 * @generated SignedSource<<e2336287b4cc4a87dfbd929c6530af10>>
 * @relayHash a54bf14efbf005cccca439ba759ef80d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fc81b37a92a45ed16c236d78eaf0f584df3ed8a901312d1b65540cba330ddd12

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BrandGridKind = "CAR" | "CARAVAN" | "GROUP" | "MOTORCYCLE" | "TRUCK" | "%future added value";
export type BrandsPageQuery$variables = Record<PropertyKey, never>;
export type BrandsPageQuery$data = {
  readonly site: {
    readonly brandGrids: ReadonlyArray<{
      readonly kind: BrandGridKind;
    }>;
    readonly name: string;
    readonly " $fragmentSpreads": FragmentRefs<"BrandGrids_site">;
  };
};
export type BrandsPageQuery = {
  response: BrandsPageQuery$data;
  variables: BrandsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "BrandsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "BrandGrid",
            "kind": "LinkedField",
            "name": "brandGrids",
            "plural": true,
            "selections": [
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
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
    "name": "BrandsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "BrandGrid",
            "kind": "LinkedField",
            "name": "brandGrids",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Brand",
                "kind": "LinkedField",
                "name": "brands",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
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
    "id": "fc81b37a92a45ed16c236d78eaf0f584df3ed8a901312d1b65540cba330ddd12",
    "metadata": {},
    "name": "BrandsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e3320c2dbb962ebb34df9ce38a80e9ac";

export default node;
