{
  "algorithm": "ed25519",
  "content_sha256": "3b1df2e9b81398ba74da83a67823f9047185521dc3da8ccdc894411cbdd930c1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "14028f1a81a3d148f4fffe8be1600f3e059e6741e65dee349967110898e59132",
  "schema": "gridshift.signature/1",
  "signature": "333c92394c9597f0eceea2f6a6b084190e2fd50aa33567bea08ea52cfd3b6a0c0ba049e3e90f9db216940aef992bbe896215c0cc9cdbc0d07a4ae669a529ca0f"
}
