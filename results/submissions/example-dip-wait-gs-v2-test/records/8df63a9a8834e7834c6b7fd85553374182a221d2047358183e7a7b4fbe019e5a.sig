{
  "algorithm": "ed25519",
  "content_sha256": "90b92bab80cdea2c7d78d57888c042b6642de1f036957b8a52bee5a354d8fb86",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "8df63a9a8834e7834c6b7fd85553374182a221d2047358183e7a7b4fbe019e5a",
  "schema": "gridshift.signature/1",
  "signature": "308ff0ce181519a2650b35492be7b71652460793d49d01caf2a2e2998799a142da089d88cf78600bcbd340b0e552c0a1b424d2e61df2b519b64daef8dad43804"
}
