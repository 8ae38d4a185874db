{
  "algorithm": "ed25519",
  "content_sha256": "3d636e8c1843e76c5e561e3a450a8f3e80a9a9f6a795122e6f65e32ae216d6c9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "555fe0810c212fa04a4e70cd43899f52f82b627da2ce553183fdaf9376a4d523",
  "schema": "gridshift.signature/1",
  "signature": "2ee10e98da5779c4cdebbc95ab8763f899271d2d9493e40625ad42b3f260f363558d307d0c8b53f08241caa38db64009dbc4f2b384ab2ce42443fdc29656a80d"
}
