/**
 * @generated SignedSource<<5c76e3b4db6787d2f7bf5d0257a6f01a>>
 * @relayHash f8ffd06e1805de61c9f0b51f9ac6bc1d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 478ec487b31c84500d99fa88fc1ef24edeee278b5f0a9c41c46b2594876bc340

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarEnquirySectionTestQuery$variables = Record<PropertyKey, never>;
export type CarEnquirySectionTestQuery$data = {
  readonly car: {
    readonly " $fragmentSpreads": FragmentRefs<"CarEnquirySection_car">;
  } | null | undefined;
};
export type CarEnquirySectionTestQuery = {
  response: CarEnquirySectionTestQuery$data;
  variables: CarEnquirySectionTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "2019-toyota-hilux-sr5"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalId",
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
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v4 = {
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
    "name": "CarEnquirySectionTestQuery",
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
            "name": "CarEnquirySection_car"
          }
        ],
        "storageKey": "car(slug:\"2019-toyota-hilux-sr5\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CarEnquirySectionTestQuery",
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
            "concreteType": "Location",
            "kind": "LinkedField",
            "name": "location",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dealershipSlug",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": "car(slug:\"2019-toyota-hilux-sr5\")"
      }
    ]
  },
  "params": {
    "id": "478ec487b31c84500d99fa88fc1ef24edeee278b5f0a9c41c46b2594876bc340",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "car": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Car"
        },
        "car.id": (v3/*:: as any*/),
        "car.internalId": (v4/*:: as any*/),
        "car.location": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Location"
        },
        "car.location.dealershipSlug": (v4/*:: as any*/),
        "car.location.id": (v3/*:: as any*/),
        "car.location.internalId": (v4/*:: as any*/),
        "car.name": (v4/*:: as any*/),
        "car.path": (v4/*:: as any*/)
      }
    },
    "name": "CarEnquirySectionTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "13ad161c9224b11d9ec2f4b12051c11a";

export default node;
