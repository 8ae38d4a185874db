{
  "algorithm": "ed25519",
  "content_sha256": "c1131023b5b062af244a65ff0ddfa89857b4d6f31ac98399c070eaaa571d7e34",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "68eb9b730a0488c3994bb990bb105fcc6c87ae4c8e6f3901fefebb4b806df452",
  "schema": "gridshift.signature/1",
  "signature": "d216d6811de809fef6e4c5d9b9c82edb33199206d0c72b8b99f391aacf6cd8c991c097d6f9845d6ef93722fd69611188bed8c19f0537eeefb097e97c1b3a0907"
}
