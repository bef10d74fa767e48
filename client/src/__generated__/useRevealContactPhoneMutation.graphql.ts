/**
 * @generated SignedSource<<dd724dac5d4945fd990d3abbec44fe93>>
 * @relayHash 76f8f3949499458b94a1606aa5123a57
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8f33c6aeb92e6f656b86bd79bf123da6e5209922683912b1e04f285b4d3071b2

import type { ConcreteRequest } from 'relay-runtime';
export type ContactPhoneLine = "HOLIDAY_NOTE" | "LANDLINE" | "MAIN" | "%future added value";
export type useRevealContactPhoneMutation$variables = {
  line: ContactPhoneLine;
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
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "line"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "locationId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "line",
        "variableName": "line"
      },
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useRevealContactPhoneMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useRevealContactPhoneMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "8f33c6aeb92e6f656b86bd79bf123da6e5209922683912b1e04f285b4d3071b2",
    "metadata": {},
    "name": "useRevealContactPhoneMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cc5d3dd72a1d9222842e837bedf7a065";

export default node;
