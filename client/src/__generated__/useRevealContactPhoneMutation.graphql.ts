/**
 * @generated SignedSource<<93d86007db996e334a7d8e74162aff84>>
 * @relayHash 1c795f1a0ead202127491b82ae664c81
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 319d676aee9179f4b8e13aaa8aeeb1d0d837f814531021c01265d28428830d0e

import type { ConcreteRequest } from 'relay-runtime';
export type useRevealContactPhoneMutation$variables = {
  locationId?: string | null | undefined;
};
export type useRevealContactPhoneMutation$data = {
  readonly revealContactPhone: {
    readonly __typename: string;
    readonly message?: string;
    readonly phone?: string;
  };
};
export type useRevealContactPhoneMutation = {
  response: useRevealContactPhoneMutation$data;
  variables: useRevealContactPhoneMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "locationId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "locationId",
        "variableName": "locationId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "revealContactPhone",
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
          }
        ],
        "type": "RevealContactPhonePayload",
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
    "name": "useRevealContactPhoneMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRevealContactPhoneMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "319d676aee9179f4b8e13aaa8aeeb1d0d837f814531021c01265d28428830d0e",
    "metadata": {},
    "name": "useRevealContactPhoneMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d4e5725ccefb083f46c95fa05858b066";

export default node;
