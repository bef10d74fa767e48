/**
 * @generated SignedSource<<b774cc759ef576b5a39d39ce01583a17>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    readonly alert: {
      readonly status: SimilarCarAlertStatus;
    };
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
  "name": "status",
  "storageKey": null
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
        "concreteType": "RequestSimilarCarAlertPayload",
        "kind": "LinkedField",
        "name": "requestSimilarCarAlert",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SimilarCarAlert",
            "kind": "LinkedField",
            "name": "alert",
            "plural": false,
            "selections": [
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
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
        "concreteType": "RequestSimilarCarAlertPayload",
        "kind": "LinkedField",
        "name": "requestSimilarCarAlert",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SimilarCarAlert",
            "kind": "LinkedField",
            "name": "alert",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7766b9c0b7527649e648fd645f53bca4",
    "id": null,
    "metadata": {},
    "name": "useRequestSimilarCarAlertMutation",
    "operationKind": "mutation",
    "text": "mutation useRequestSimilarCarAlertMutation(\n  $input: RequestSimilarCarAlertInput!\n) {\n  requestSimilarCarAlert(input: $input) {\n    alert {\n      status\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e8788b40e9154a83ceca5d29fab2ddbc";

export default node;
