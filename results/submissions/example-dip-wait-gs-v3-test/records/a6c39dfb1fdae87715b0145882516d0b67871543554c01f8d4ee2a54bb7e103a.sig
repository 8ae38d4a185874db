{
  "algorithm": "ed25519",
  "content_sha256": "602789784da62285f080ec8db7e9a7dce0515fc49aa16eb9ffbac2685fcc0b3b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a6c39dfb1fdae87715b0145882516d0b67871543554c01f8d4ee2a54bb7e103a",
  "schema": "gridshift.signature/1",
  "signature": "3014190c5aead8a3d02cf3e34799652420359987baff4d64182f8649d8fb3e5ce07de132597d35dc77f69160e609ef132b5c667c06cf044544d03bde7ca9e208"
}
