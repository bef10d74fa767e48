/**
 * @generated SignedSource<<b50c32fb30c9c9c9e1b48ea33ada0ac3>>
 * @relayHash cb79f5cf22119c12eef87492d9b9c474
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3c5741a27129096cb7f2b7a9f9e59b2cda4a86d615ac91817a85ec3fed5439cd

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ReservationPageTestQuery$variables = Record<PropertyKey, never>;
export type ReservationPageTestQuery$data = {
  readonly reservation: {
    readonly " $fragmentSpreads": FragmentRefs<"ReservationEnded_reservation" | "ReservationPending_reservation" | "ReservationReserved_reservation">;
  } | null | undefined;
};
export type ReservationPageTestQuery = {
  response: ReservationPageTestQuery$data;
  variables: ReservationPageTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "6f1c3a52-8d7e-4c1b-9a0f-2b3c4d5e6f70"
  }
],
v1 = {
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
    "name": "ReservationPageTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Reservation",
        "kind": "LinkedField",
        "name": "reservation",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ReservationReserved_reservation"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ReservationPending_reservation"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ReservationEnded_reservation"
          }
        ],
        "storageKey": "reservation(id:\"6f1c3a52-8d7e-4c1b-9a0f-2b3c4d5e6f70\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ReservationPageTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Reservation",
        "kind": "LinkedField",
        "name": "reservation",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reference",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "state",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "carName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "carPath",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "depositText",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "holdUntilText",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "firstName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "maskedEmail",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reservationId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "path",
            "storageKey": null
          }
        ],
        "storageKey": "reservation(id:\"6f1c3a52-8d7e-4c1b-9a0f-2b3c4d5e6f70\")"
      }
    ]
  },
  "params": {
    "id": "3c5741a27129096cb7f2b7a9f9e59b2cda4a86d615ac91817a85ec3fed5439cd",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "reservation": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Reservation"
        },
        "reservation.carName": (v1/*:: as any*/),
        "reservation.carPath": (v1/*:: as any*/),
        "reservation.depositText": (v1/*:: as any*/),
        "reservation.firstName": (v1/*:: as any*/),
        "reservation.holdUntilText": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "reservation.maskedEmail": (v1/*:: as any*/),
        "reservation.path": (v1/*:: as any*/),
        "reservation.reference": (v1/*:: as any*/),
        "reservation.reservationId": (v1/*:: as any*/),
        "reservation.state": {
          "enumValues": [
            "CANCELLED",
            "CONFIRMED",
            "EXPIRED",
            "PAID",
            "PENDING",
            "REFUNDED"
          ],
          "nullable": false,
          "plural": false,
          "type": "ReservationState"
        }
      }
    },
    "name": "ReservationPageTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c9f5b24653045199e195e41182d8ba63";

export default node;
