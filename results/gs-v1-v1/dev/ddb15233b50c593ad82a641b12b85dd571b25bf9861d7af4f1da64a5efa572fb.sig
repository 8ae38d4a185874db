{
  "algorithm": "ed25519",
  "content_sha256": "4a81b5af2dfb61223608ca3c5f65916369819bcd8b4cd6c462004496a75f422e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ddb15233b50c593ad82a641b12b85dd571b25bf9861d7af4f1da64a5efa572fb",
  "schema": "gridshift.signature/1",
  "signature": "1277d8aa90bc2c8a0988a08326184e34feea726d08302151bb58e2768c95e2c71838dc7caa9f5377ca0abe30d28cee25ced1ba26c1f4dc55b0018c4338d7db01"
}
