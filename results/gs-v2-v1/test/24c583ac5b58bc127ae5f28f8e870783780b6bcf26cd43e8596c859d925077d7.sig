{
  "algorithm": "ed25519",
  "content_sha256": "5573ea1526db213887c6c8da1afc65e47e41030a417cc9f656f6186ef9a8b73a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "24c583ac5b58bc127ae5f28f8e870783780b6bcf26cd43e8596c859d925077d7",
  "schema": "gridshift.signature/1",
  "signature": "ab6c67674f8fdea366e2c1b724925acb24e9b1045a2cc4ca2e6b3acb74a36f8af16b84d4f8150913fb7a7767f9904f398d3cd630359ea0caaf20a8820c22ac0d"
}
