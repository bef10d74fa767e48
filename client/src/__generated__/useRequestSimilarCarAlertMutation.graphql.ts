/**
 * @generated SignedSource<<0a47228282d407b592b7332fa301877e>>
 * @relayHash 2b183c49d6f9d23aa1da9f23b89f475f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a36e3d358a0506ec3169e83bae8a7e79af5b89099769e9fddb9fa8b76cbe9e60

import type { ConcreteRequest } from 'relay-runtime';
export type SimilarCarAlertStatus = "DUE" | "UNSUBSCRIBED" | "WAITING" | "%future added value";
export type RequestSimilarCarAlertInput = {
  carId: string;
  email?: string | null | undefined;
  phone?: string | null | undefined;
};
export type useRequestSimilarCarAlertMutation$variables = {
  input: RequestSimilarCarAlertInput;
};
export type useRequestSimilarCarAlertMutation$data = {
  readonly requestSimilarCarAlert: {
    readonly __typename: "NotFoundError";
    readonly field: string;
    readonly message: string;
    readonly reason: string;
  } | {
    readonly __typename: "RequestSimilarCarAlertPayload";
    readonly alert: {
      readonly status: SimilarCarAlertStatus;
    };
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
export type useRequestSimilarCarAlertMutation = {
  response: useRequestSimilarCarAlertMutation$data;
  variables: useRequestSimilarCarAlertMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "field",
  "storageKey": null
},
v6 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "InputIssue",
      "kind": "LinkedField",
      "name": "issues",
      "plural": true,
      "selections": [
        (v5/*:: as any*/),
        (v4/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
},
v7 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/),
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reason",
      "storageKey": null
    }
  ],
  "type": "NotFoundError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRequestSimilarCarAlertMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "requestSimilarCarAlert",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SimilarCarAlert",
                "kind": "LinkedField",
                "name": "alert",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "RequestSimilarCarAlertPayload",
            "abstractKey": null
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRequestSimilarCarAlertMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "requestSimilarCarAlert",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SimilarCarAlert",
                "kind": "LinkedField",
                "name": "alert",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "RequestSimilarCarAlertPayload",
            "abstractKey": null
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "a36e3d358a0506ec3169e83bae8a7e79af5b89099769e9fddb9fa8b76cbe9e60",
    "metadata": {},
    "name": "useRequestSimilarCarAlertMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f0d2569066ba23d336cec3d05be6172b";

export default node;
