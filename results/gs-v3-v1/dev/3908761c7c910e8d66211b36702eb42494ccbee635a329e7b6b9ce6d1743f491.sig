{
  "algorithm": "ed25519",
  "content_sha256": "bb52a3f9f8b268610180adecc56173a9bbaab93cdaddf3ec6919228d08654ec3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3908761c7c910e8d66211b36702eb42494ccbee635a329e7b6b9ce6d1743f491",
  "schema": "gridshift.signature/1",
  "signature": "6a2e5c75e96c67f86111b5cffd975c5699bb3c683d1615cb6390a6714d063cfda88390038e6a28a5892fd856b1e24de2026dfc77df193eaed9c10a57e6106605"
}
