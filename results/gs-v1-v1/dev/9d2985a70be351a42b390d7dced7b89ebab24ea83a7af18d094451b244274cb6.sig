{
  "algorithm": "ed25519",
  "content_sha256": "bead2e31ba2f764032ff9ecb64ce89c07a600916ebbfbe18892e81b066536199",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9d2985a70be351a42b390d7dced7b89ebab24ea83a7af18d094451b244274cb6",
  "schema": "gridshift.signature/1",
  "signature": "c6593ceebc5c73ffb16ce19622ba2cb30d11eb6598bbfbf128668c4866ae66792dea96837b45c2eb126ba11e39781676499def94a557e401e690132260e71607"
}
