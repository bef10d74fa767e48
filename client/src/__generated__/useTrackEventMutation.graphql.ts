/**
 * @generated SignedSource<<0f75a1dc65a18193e02e0b17abf0676d>>
 * @relayHash 1f986007b43dd74ace40460bfacbdba1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a094e9b08477eb1ab271a4a76e59dcd2f7fe3214bfc8792e18447b18c2d03f69

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
    "id": "a094e9b08477eb1ab271a4a76e59dcd2f7fe3214bfc8792e18447b18c2d03f69",
    "metadata": {},
    "name": "useTrackEventMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b580fa6da8932aaeb393a23c89ba6baf";

export default node;
