{
  "algorithm": "ed25519",
  "content_sha256": "be9240509c0ee3c125bef77c60548ad4a751ce8ee84d05424569492f09ffb02f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8c77919c3a68d65cb5919a97a3062311a14642ca223f0ab384a282274aac293e",
  "schema": "gridshift.signature/1",
  "signature": "0bb40d5d30b08e45274d413e8dc18abf98e7e094e2d51d2d09354d15afb61e47912c1ac2d9c7136c43e836cfc5ff85a8fc8cc51558f0abaf2026340794f7f00e"
}
