/**
 * @generated SignedSource<<22a75684337acd1436cf4ae1ce6ae48a>>
 * @relayHash 90cbf0fbb9c5f07ccc0c3919886ab243
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 346fdf9f9988c9705c2bf43a437dd92ac124fa6152ed85b328f75c946a11b943

import type { ConcreteRequest } from 'relay-runtime';
export type useUnsubscribeSimilarCarAlertMutation$variables = {
  token: string;
};
export type useUnsubscribeSimilarCarAlertMutation$data = {
  readonly unsubscribeSimilarCarAlert: {
    readonly __typename: "UnsubscribeSimilarCarAlertPayload";
    readonly unsubscribed: boolean;
  } | {
    readonly __typename: "ValidationError";
    readonly issues: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useUnsubscribeSimilarCarAlertMutation = {
  response: useUnsubscribeSimilarCarAlertMutation$data;
  variables: useUnsubscribeSimilarCarAlertMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "unsubscribeSimilarCarAlert",
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
            "name": "unsubscribed",
            "storageKey": null
          }
        ],
        "type": "UnsubscribeSimilarCarAlertPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "InputIssue",
            "kind": "LinkedField",
            "name": "issues",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
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
    "name": "useUnsubscribeSimilarCarAlertMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUnsubscribeSimilarCarAlertMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "346fdf9f9988c9705c2bf43a437dd92ac124fa6152ed85b328f75c946a11b943",
    "metadata": {},
    "name": "useUnsubscribeSimilarCarAlertMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3a0c76675b0c057a1272bd12b7683d37";

export default node;
