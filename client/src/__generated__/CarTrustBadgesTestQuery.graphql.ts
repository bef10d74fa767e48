/**
 * @generated SignedSource<<5ec1a6251aa6c747a0268fbf265e9e15>>
 * @relayHash 27f81a1901458c971e92f0e60a3c5353
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4020e2a24dbbc403d137758b215e141ba08cfa578e593f2bf85c6f15783582fc

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarTrustBadgesTestQuery$variables = Record<PropertyKey, never>;
export type CarTrustBadgesTestQuery$data = {
  readonly car: {
    readonly " $fragmentSpreads": FragmentRefs<"CarTrustBadges_car">;
  } | null | undefined;
};
export type CarTrustBadgesTestQuery = {
  response: CarTrustBadgesTestQuery$data;
  variables: CarTrustBadgesTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "2020-mercedes-benz-c200"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v2 = {
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
    "name": "CarTrustBadgesTestQuery",
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
            "name": "CarTrustBadges_car"
          }
        ],
        "storageKey": "car(slug:\"2020-mercedes-benz-c200\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CarTrustBadgesTestQuery",
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
            "concreteType": "CarTag",
            "kind": "LinkedField",
            "name": "tag",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__typename",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kind",
                "storageKey": null
              },
              (v1/*:: as any*/),
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
            "concreteType": "TrustBadge",
            "kind": "LinkedField",
            "name": "trustBadges",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "make",
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
          }
        ],
        "storageKey": "car(slug:\"2020-mercedes-benz-c200\")"
      }
    ]
  },
  "params": {
    "id": "4020e2a24dbbc403d137758b215e141ba08cfa578e593f2bf85c6f15783582fc",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "car": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Car"
        },
        "car.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "car.tag": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "CarTag"
        },
        "car.tag.__typename": (v2/*:: as any*/),
        "car.tag.colour": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
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
        "car.tag.label": (v2/*:: as any*/),
        "car.trustBadges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "TrustBadge"
        },
        "car.trustBadges.label": (v2/*:: as any*/),
        "car.trustBadges.make": (v2/*:: as any*/)
      }
    },
    "name": "CarTrustBadgesTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7e2c571460ff5eeabb1fa00d0eae5d1d";

export default node;
