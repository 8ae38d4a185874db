{
  "algorithm": "ed25519",
  "content_sha256": "12d1e5fe138cb689c78ad11833087ac4b405d6b716c266c9bf6bbfc4d2a2dece",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7e567320210fc2fdc2b1b982d685e27ceb4c8382216bdd023bab125d5a4dff31",
  "schema": "gridshift.signature/1",
  "signature": "e5456e1841b818ebe19f9a7fd7cf579dd1e814c4cd38a6b4a3ce1f23962e00e3c4afc732a4d93c028c74a20aa2fc010bfa0a528c2a63b3dad93472bcd328f703"
}
