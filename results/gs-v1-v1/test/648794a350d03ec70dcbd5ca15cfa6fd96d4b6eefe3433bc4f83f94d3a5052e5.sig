{
  "algorithm": "ed25519",
  "content_sha256": "9c59abfed2b4140a64186526252554aa043be924ca8c859e3568adc4fcc09cf4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "648794a350d03ec70dcbd5ca15cfa6fd96d4b6eefe3433bc4f83f94d3a5052e5",
  "schema": "gridshift.signature/1",
  "signature": "0c38c9fe63ca91453e2e7818f035246197b074ce398fff0ff516e3f46e8f7eb378840b11b17af3f9504f954683add8f4d8d0b3ae4f3d278f65431dcd689eca06"
}
