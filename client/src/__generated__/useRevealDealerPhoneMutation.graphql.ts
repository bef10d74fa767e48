/**
 * @generated SignedSource<<6bd84f580c42560aac413caa8de7c1fa>>
 * @relayHash 72a7a21c4496e3af1ddda87fb7359df1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 78b53b04833f3cfd94b3e01818a441bbf9038f25a3ce18a7e0bfee4988d686de

import type { ConcreteRequest } from 'relay-runtime';
export type useRevealDealerPhoneMutation$variables = {
  carId: string;
};
export type useRevealDealerPhoneMutation$data = {
  readonly revealDealerPhone: {
    readonly __typename: string;
    readonly car?: {
      readonly id: string;
      readonly views: number;
    };
    readonly message?: string;
    readonly phone?: string;
  };
};
export type useRevealDealerPhoneMutation = {
  response: useRevealDealerPhoneMutation$data;
  variables: useRevealDealerPhoneMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "carId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "carId",
        "variableName": "carId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "revealDealerPhone",
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
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "phone",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Car",
            "kind": "LinkedField",
            "name": "car",
            "plural": false,
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
                "name": "views",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RevealDealerPhonePayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRevealDealerPhoneMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRevealDealerPhoneMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "78b53b04833f3cfd94b3e01818a441bbf9038f25a3ce18a7e0bfee4988d686de",
    "metadata": {},
    "name": "useRevealDealerPhoneMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "921838e62141877e1d30361766b974c8";

export default node;
