{
  "algorithm": "ed25519",
  "content_sha256": "4e5cf00e498d8e0cabad6c187b5a9a42d2f61bb77de2b9383a6ea7dd082e95b8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "59d61608f994ffc7d0a490e320b7cf05b95cea08d2c474c362a1f72e21cca84a",
  "schema": "gridshift.signature/1",
  "signature": "122d9e50b0551a06cc6237a33bdf1fc44f179dde87c0d5d810d29fa5fedb741ad1ea852aaf4b8620dc5f9393a9afba97b7b04fe7dd469d457acd08d429f3ea0d"
}
