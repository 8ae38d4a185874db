{
  "algorithm": "ed25519",
  "content_sha256": "f41481b4229dee22ba1a3fb3115ee0641b18968e16a0c5b011501ab9b964c164",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a3f9282e933fb45971c6ef42643857b527b6fb8bf3eeee44a6a133d1b91e301b",
  "schema": "gridshift.signature/1",
  "signature": "97cf11285d9fc25cad5e17652e49f4904be4479a34af222d1a4003eba749d9e2993749c4ccac2643061e2ed185c0d29ce341ffb89a048fea15e5d2f13e959901"
}
