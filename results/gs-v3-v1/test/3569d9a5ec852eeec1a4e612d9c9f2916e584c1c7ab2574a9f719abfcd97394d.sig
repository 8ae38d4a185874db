{
  "algorithm": "ed25519",
  "content_sha256": "a5f8afe3cc608c7055381acbaecf3d675b3240ce25e956f70f3adadb3e575713",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3569d9a5ec852eeec1a4e612d9c9f2916e584c1c7ab2574a9f719abfcd97394d",
  "schema": "gridshift.signature/1",
  "signature": "1de8771cd4a908ccb192be6e9c63b1fad9a10e6795710231dfa390797e20bfefbbe139ce4c80b398beeb970f6c2e42e24344a65e4f522707eca300d4b3e64207"
}
