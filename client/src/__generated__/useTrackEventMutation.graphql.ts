/**
 * @generated SignedSource<<7dce22f71de6a82f26f43fa25486876b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type useTrackEventMutation$variables = {
  carId?: string | null | undefined;
  eventId: number;
};
export type useTrackEventMutation$data = {
  readonly trackEvent: {
    readonly recorded: boolean;
  };
};
export type useTrackEventMutation = {
  response: useTrackEventMutation$data;
  variables: useTrackEventMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "carId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "eventId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "carId",
        "variableName": "carId"
      },
      {
        "kind": "Variable",
        "name": "eventId",
        "variableName": "eventId"
      }
    ],
    "concreteType": "TrackEventPayload",
    "kind": "LinkedField",
    "name": "trackEvent",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "recorded",
        "storageKey": null
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
    "name": "useTrackEventMutation",
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
    "name": "useTrackEventMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "1f986007b43dd74ace40460bfacbdba1",
    "id": null,
    "metadata": {},
    "name": "useTrackEventMutation",
    "operationKind": "mutation",
    "text": "mutation useTrackEventMutation(\n  $eventId: Int!\n  $carId: ID\n) {\n  trackEvent(eventId: $eventId, carId: $carId) {\n    recorded\n  }\n}\n"
  }
};
})();

(node as any).hash = "b580fa6da8932aaeb393a23c89ba6baf";

export default node;
